import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n/use-t';

/** Moves the item at `from` to `to`, the others keeping their order. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Where a dragged item lands: the item under the pointer (sections and entries differ a lot in height, so
 * the nearest centre is often not the one the pointer is on); by keyboard, the nearest centre.
 */
const underThePointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

type Handle = { attributes: Record<string, unknown>; listeners: Record<string, unknown> | undefined };
const HandleContext = createContext<Handle | null>(null);

/**
 * A list whose items move by drag (a pointer on the handle) and by keyboard (Space or Enter on the handle,
 * the arrow keys, Space or Enter again to drop, Escape to cancel), with dnd-kit's spoken announcements in
 * the items' own names. `onMove` gets each drop that changed the order: one change, one step of Undo.
 */
export function SortableList({
  ids,
  nameOf,
  onMove,
  children,
}: {
  ids: string[];
  /** How an item is called in what a screen reader hears ('Experience', 'bullet 2 of Data Analyst'). */
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={underThePointer}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('editor.reorder.instructions') },
        announcements: {
          onDragStart: ({ active }) =>
            t('editor.reorder.pickedUp', {
              item: nameOf(String(active.id)),
              position: position(active.id),
              total: ids.length,
            }),
          onDragOver: ({ active, over }) =>
            over
              ? t('editor.reorder.over', {
                  item: nameOf(String(active.id)),
                  position: position(over.id),
                  total: ids.length,
                })
              : t('editor.reorder.outside', { item: nameOf(String(active.id)) }),
          onDragEnd: ({ active, over }) =>
            over
              ? t('editor.reorder.dropped', {
                  item: nameOf(String(active.id)),
                  position: position(over.id),
                  total: ids.length,
                })
              : t('editor.reorder.droppedInPlace', { item: nameOf(String(active.id)) }),
          onDragCancel: ({ active }) => t('editor.reorder.cancelled', { item: nameOf(String(active.id)) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One item of a SortableList; its DragHandle, anywhere inside, is what moves it. */
export function SortableItem({
  id,
  as: Tag = 'div',
  className,
  children,
}: {
  id: string;
  as?: 'div' | 'li';
  className?: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Tag
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(className, isDragging && 'relative z-10 opacity-80 shadow-lg')}
    >
      <HandleContext.Provider
        value={{ attributes: attributes as unknown as Record<string, unknown>, listeners }}
      >
        {children}
      </HandleContext.Provider>
    </Tag>
  );
}

/** The grip that drags its item, and takes the keyboard's moves; named for what it moves. */
export function DragHandle({ label, className }: { label: string; className?: string }) {
  const t = useT();
  const handle = useContext(HandleContext);
  if (!handle) return null;
  return (
    <button
      type="button"
      {...handle.attributes}
      {...handle.listeners}
      aria-label={label}
      title={t('editor.reorder.handleTitle')}
      className={cn(
        'shrink-0 cursor-grab touch-none rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 active:cursor-grabbing',
        className,
      )}
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
}
