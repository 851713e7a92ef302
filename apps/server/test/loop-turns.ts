/** How many turns the event loop took while `work` ran: 0 when the work held the thread the whole time. */
export async function loopTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let counting = true;
  const tick = () => {
    turns += 1;
    if (counting) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await work();
  } finally {
    counting = false;
  }
  return turns;
}
