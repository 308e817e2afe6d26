// What every part of the desk asks of a request, and how it answers with a page.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ReactElement } from "react";
import { renderDocument } from "../../site/ui/document.ts";

export const PAGE_TYPE = "text/html; charset=utf-8";

/** The desk's JSON routes, for scripts: no session is 401 there, never a redirect. */
export const isApi = (request: FastifyRequest) =>
  request.url === "/owner/api" || request.url.startsWith("/owner/api/") || request.url.startsWith("/owner/api?");
export const wantsJson = (request: FastifyRequest) =>
  isApi(request) || /application\/json/.test(request.headers.accept ?? "");

/** One of the desk's pages, rendered by the site's renderer and sent as HTML. */
export const sendPage = (reply: FastifyReply, page: ReactElement, now: Date, status = 200) =>
  reply.code(status).type(PAGE_TYPE).send(renderDocument(page, { now }));
