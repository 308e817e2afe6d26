// Graceful shutdown: close() lets requests in flight finish; their keep-alive connections must not
// hold the process open afterwards, so every response sent while closing says Connection: close.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const gracefulClose = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    app.addHook("onSend", async (_request, reply) => {
      if (closing) reply.header("connection", "close");
    });
  },
  { name: "graceful-close" },
);
