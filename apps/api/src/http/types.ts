import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** A module's routes: a Fastify plugin given the app context. */
export type RoutesPlugin = FastifyPluginAsyncZod<{ ctx: AppContext }>;
