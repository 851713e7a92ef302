/**
 * One thread of the render pool (render.ts): lays out a resume and writes its PDF or DOCX off the event
 * loop, so a long resume, or one made to be slow, never holds the server. The fonts are read and parsed on
 * the thread's first task and kept while it lives; the pool limits its heap and each task's time.
 */
import { serveTasks } from '../workers/worker-protocol';
import { createRenderTasks } from './render-tasks';

serveTasks(createRenderTasks());
