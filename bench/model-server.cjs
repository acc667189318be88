// A local OpenAI-compatible model server for `npm run bench model-path`, in a process of its own (plain
// node http, no dependencies). POST /v1/chat/completions with stream: true answers server-sent
// chat.completion.chunk events: headers at once, the first token after MODEL_TTFT_MS, then one token every
// MODEL_TOKEN_MS, then `data: [DONE]`. The answer is MODEL_CONTENT (the first token carries the JSON up to
// the first word of its first value, so it is the first token with readable text). GET /timings hands back
// (and forgets) when each stream wrote its first and last token, as process.hrtime in ns: the same clock
// as the bench's own process on this machine.
const http = require("node:http");

const ttftMs = Number(process.env.MODEL_TTFT_MS ?? 300);
const tokenMs = Number(process.env.MODEL_TOKEN_MS ?? 10);
const content = process.env.MODEL_CONTENT ?? "{}";
const firstValue = content.indexOf('":"');
const firstCut = firstValue < 0 ? Math.min(4, content.length) : content.slice(firstValue + 3).search(/[ ,"]|$/) + firstValue + 3;
const tokens = [content.slice(0, firstCut)];
for (let i = firstCut; i < content.length; i += 4) tokens.push(content.slice(i, i + 4));
const timings = [];
let counter = 0;

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    if (req.method === "GET" && req.url === "/timings") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(timings.splice(0)));
      return;
    }
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `Unknown route ${req.method} ${req.url}`, type: "invalid_request_error" } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    const id = `chatcmpl-bench${++counter}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta, finish) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model ?? "bench", choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    if (body.stream !== true) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id, object: "chat.completion", created, model: body.model ?? "bench", choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }] }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.flushHeaders();
    const timing = { first: "", last: "" };
    let index = 0;
    const next = () => {
      if (res.destroyed) return;
      const token = tokens[index++];
      if (token === undefined) {
        res.write(chunk({}, "stop"));
        res.end("data: [DONE]\n\n");
        timing.last = process.hrtime.bigint().toString();
        timings.push(timing);
        return;
      }
      res.write(chunk(index === 1 ? { role: "assistant", content: token } : { content: token }, null));
      if (index === 1) timing.first = process.hrtime.bigint().toString();
      setTimeout(next, tokenMs);
    };
    setTimeout(next, ttftMs);
  });
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
