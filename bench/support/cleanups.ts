/**
 * What a bench set up (scratch databases, servers, work folders), undone last-first when it ends, fails or is
 * interrupted. A failing step is reported and the rest still run, so one leak does not leave the others.
 */
export function createCleanups() {
  const steps: (() => unknown)[] = [];
  return {
    push: (step: () => unknown) => {
      steps.push(step);
    },
    run: async () => {
      for (const step of steps.splice(0).reverse()) {
        try {
          await step();
        } catch (error) {
          console.error('cleanup failed:', error);
        }
      }
    },
  };
}
