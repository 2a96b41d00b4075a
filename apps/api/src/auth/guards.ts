import type { Role } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { Session, SessionService } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards once the bearer token checks out. */
    session: Session | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Runs as a route's onRequest hook: access is settled before the body is even parsed. */
export type Guard = (request: FastifyRequest) => Promise<void>;

export interface Guards {
  /** 401 unless a live session is presented. */
  signedIn: Guard;
  /** 401 for visitors, 403 for a signed-in user of another role. */
  roles(...allowed: Role[]): Guard;
}

export function createGuards(sessions: SessionService): Guards {
  async function authenticate(request: FastifyRequest): Promise<Session> {
    if (request.session) return request.session;
    const token = bearerToken(request);
    const session = token ? await sessions.resolve(token) : null;
    if (!session) throw unauthorized();
    request.session = session;
    return session;
  }

  return {
    signedIn: async function signedIn(request) {
      await authenticate(request);
    },
    roles: (...allowed) =>
      async function hasRole(request) {
        const session = await authenticate(request);
        if (!allowed.includes(session.user.role)) throw forbidden();
      },
  };
}

/** The session a guard established; calling it on an unguarded route is a programming error. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new Error('Route is missing an authentication guard');
  return request.session;
}
