// One turn of the browser's event loop for work that slices itself (validation of long documents):
// scheduler.yield() where the browser has it (the continuation keeps its priority), otherwise a
// MessageChannel message, which unlike setTimeout is not clamped to 4 ms when repeated.

interface SchedulerWithYield {
  yield(): Promise<void>
}

export function yieldToHost(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: Partial<SchedulerWithYield>}).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
