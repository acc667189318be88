// Another client, in a process of its own: GETs the URL (argv[2]) every argv[3] ms whether or not the last
// answered, until a line arrives on stdin; then prints every probe's latency in ms as one JSON array. Run apart
// from the system so that a blocked event loop there cannot also hold this client's clock.
const [url, everyMs] = [process.argv[2], Number(process.argv[3] ?? 50)];
const latencies = [];
const inFlight = [];
const timer = setInterval(() => {
  const sentAt = performance.now();
  inFlight.push(
    fetch(url, { signal: AbortSignal.timeout(60_000) })
      .then((res) => res.arrayBuffer())
      .then(() => latencies.push(performance.now() - sentAt)),
  );
}, everyMs);
process.stdin.once("data", async () => {
  clearInterval(timer);
  await Promise.allSettled(inFlight);
  process.stdout.write(JSON.stringify(latencies));
  process.exit(0);
});
