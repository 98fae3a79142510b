import type { FastifyRequest } from 'fastify';
import { notFound } from './http-errors';

/** The words of the 404 for a path no route has. */
export const noRouteMessage = (method: string, pathname: string) => `No route for ${method} ${pathname}`;

/** The very 404 a request to a path no route has gets, for a route that must look absent. */
export const routeNotFound = (request: FastifyRequest) =>
  notFound(noRouteMessage(request.method, request.url.split('?')[0] ?? '/'));
