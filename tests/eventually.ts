// Shared by the workerd suites of both Workers (tests/worker, tests/consumer).

/** Polls until `check` passes: the consumer works on its own clock (batch timeout 1 s). */
export async function eventually(check: () => Promise<void>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
