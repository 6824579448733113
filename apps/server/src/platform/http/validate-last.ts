import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** A refusal of the request's input found before the guards ran (control-characters.ts), thrown after them. */
    inputRefusal?: Error;
  }
}

/** The last step before the handler: whatever was wrong with the input, now that the caller may know it. */
async function refuseInvalidInput(request: FastifyRequest) {
  const refusal = request.inputRefusal ?? request.validationError;
  if (refusal) throw refusal;
}

/**
 * Authenticate, then authorise, then validate. Fastify validates a route's schema before its preHandler hooks,
 * where the guards (requireAuth, requirePermission) run, so a caller with no session learnt from a 400 what a
 * route takes, and a user who must still enrol a second factor got 400 instead of 403. For every route, however
 * its guards are attached (a plugin's hook or the route's own), the schema's verdict is kept
 * (`attachValidation`) and thrown by a last preHandler, after every guard. Registered before any route.
 */
export function validateAfterGuards(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, refuseInvalidInput as preHandlerHookHandler];
  });
}
