// Every error the API can answer with, as JSON { error, message }: a stable code for programs and a
// sentence for people (the chat widget shows the 429 message as the bot's reply). Never a stack trace.
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BODY_LIMIT_TEXT } from "#shop/chat-contract.ts";
import { business } from "#shop/facts.ts";

export interface ApiError {
  error: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const rateLimitedMessage = () =>
  `You're sending messages faster than I can answer. Please wait a minute and try again, or call us at ${business.phone.display}.`;

/** Maps Fastify's and the plugins' errors to our JSON shape and status. */
export function toApiError(error: FastifyError | HttpError | Error): { status: number; body: ApiError } {
  if (error instanceof HttpError)
    return { status: error.statusCode, body: { error: error.code, message: error.message } };
  const e = error as FastifyError;
  switch (e.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return {
        status: 415,
        body: {
          error: "unsupported_media_type",
          message: "Send the request body as JSON with the header Content-Type: application/json.",
        },
      };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return {
        status: 400,
        body: {
          error: "empty_body",
          message: 'The request body is empty. Send JSON such as {"message":"My screen is cracked"}.',
        },
      };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, body: { error: "invalid_json", message: "The request body is not valid JSON." } };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return {
        status: 413,
        body: { error: "body_too_large", message: `The request body is too large (at most ${BODY_LIMIT_TEXT}).` },
      };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return {
        status: 400,
        body: { error: "invalid_content_length", message: "The Content-Length header does not match the body." },
      };
  }
  const status = e.statusCode ?? 500;
  if (status === 416)
    return {
      status,
      body: {
        error: "range_not_satisfiable",
        message: "The requested byte range is not within the file (see Content-Range for its length).",
      },
    };
  if (status === 429) return { status, body: { error: "rate_limited", message: rateLimitedMessage() } };
  if (e instanceof SyntaxError || (status === 400 && /JSON/i.test(e.message)))
    return { status: 400, body: { error: "invalid_json", message: "The request body is not valid JSON." } };
  if (status >= 400 && status < 500)
    return { status, body: { error: "bad_request", message: "The request could not be understood." } };
  return {
    status: 500,
    body: {
      error: "internal_error",
      message: `Something went wrong on our side. Please try again, or call us at ${business.phone.display}.`,
    },
  };
}

/** The client hung up (an aborted upload, a malformed chunk that made Node drop the socket). */
export class ClientGone extends Error {
  readonly code = "client_gone";
}

// (request.raw.destroyed is no sign: a request stream is destroyed once its body has been read.)
const clientGone = (request: FastifyRequest) => request.raw.socket?.destroyed === true;

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Nobody is left to answer: one quiet line, no stack, so a flood of broken requests cannot fill
  // the error log.
  if (error instanceof ClientGone || clientGone(request)) {
    request.log.info(
      {
        code: "client_gone",
        reason: error instanceof ClientGone ? error.message : ((error as FastifyError).code ?? error.message),
      },
      "client went away",
    );
    return;
  }
  const { status, body } = toApiError(error);
  if (status >= 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ code: body.error, status }, "request rejected");
  if (reply.sent) return;
  reply.code(status).header("cache-control", "no-store").type("application/json; charset=utf-8").send(body);
}

/** Answers for HTTP too malformed to reach a route, written straight to the socket (Node's clientError). */
function clientErrorBody(code: string | undefined): { status: number; body: ApiError } {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT")
    return {
      status: 408,
      body: { error: "request_timeout", message: "The request took too long to arrive. Please try again." },
    };
  if (code === "HPE_HEADER_OVERFLOW")
    return { status: 431, body: { error: "headers_too_large", message: "The request headers are too large." } };
  return { status: 400, body: { error: "bad_request", message: "The request is not valid HTTP." } };
}

/** Fastify's clientErrorHandler: our JSON shape, a debug line (never a stack), then the socket is closed. */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, body } = clientErrorBody(error.code);
  this.log.debug({ code: error.code, status }, "malformed request");
  // As Node does: answer only when no response to this request has started.
  const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        // nosniff as on every other answer: no browser may read this JSON as anything else.
        `Content-Length: ${Buffer.byteLength(json)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
