import type { PayloadPorts } from "./payloads";
import { fillPayload } from "./payloads";

/**
 * Allowed pages (served by the test host) whose subresources and navigations point at the canaries, for
 * the Chromium reader. Every page is a near-empty shell with <noscript>, so the reader renders it. Each
 * one first loads /seen?page=<name> from the allowed host (a blocking script), which proves the browser ran it.
 */
// The marker is a parser-blocking script at the top of <head>: the browser must have requested it before
// DOMContentLoaded, so it is on the server's list by the time the reader answers. (It was an <img> in the
// body, fetched in the background: on a loaded CI machine the reader answered before it went out.)
const shell = (name: string, head: string, body: string) => `<!doctype html><html><head><script src="/seen?page=${name}"></script><title></title>${head}</head>
<body><noscript>This shop needs JavaScript.</noscript>
${body}</body></html>`;

const SUBRESOURCES = shell(
  "subresources",
  `<link rel="stylesheet" href="http://127.0.0.1:{C}/style.css">
<link rel="prefetch" href="http://127.0.0.1:{C1}/prefetch">
<link rel="preload" as="fetch" href="http://[::1]:{C6}/preload" crossorigin>
<link rel="preconnect" href="http://127.0.0.1:{C2}">
<link rel="dns-prefetch" href="http://evil.test:{C}/">
<link rel="icon" href="http://127.0.0.1:{C}/favicon.ico">
<link rel="manifest" href="http://127.0.0.1:{C}/manifest.json">
<style>
  @import url("http://127.0.0.1:{C}/import.css");
  @font-face { font-family: canary; src: url("http://127.0.0.1:{C1}/font.woff"); }
  body { background: url("http://127.0.0.1:{C}/background.png"); font-family: canary; }
  main::after { content: url("http://[::1]:{C6b}/content.png"); }
</style>
<script src="http://127.0.0.1:{C}/script.js"></script>`,
  `<main><h1>Rendered subresources</h1></main>
<img src="http://127.0.0.1:{C}/img.png">
<img src="http://localhost:{C}/localhost.png">
<img src="http://[::1]:{C6}/v6.png">
<img src="http://2130706433:{C}/decimal.png">
<img src="http://0x7f.1:{C1}/hex.png">
<img src="http://[::ffff:7f00:1]:{C2}/mapped.png">
<img src="http://127.0.0.2:{X}/same-host-other-port.png">
<img src="http://shop.test:{P}/redirect?status=302&to=http://127.0.0.1:{C}/redirected.png">
<img src="http://shop.test:{P}/redirect?status=301&to=http://169.254.169.254/latest/meta-data">
<img srcset="http://127.0.0.1:{C1}/srcset.png 2x">
<picture><source srcset="http://127.0.0.1:{C}/picture.webp" type="image/webp"><img alt=""></picture>
<video src="http://127.0.0.1:{C}/video.mp4" autoplay muted></video>
<audio src="http://127.0.0.1:{C}/audio.mp3" autoplay></audio>
<iframe src="http://127.0.0.1:{C}/frame"></iframe>
<iframe src="http://shop.test:{P}/redirect?status=307&to=http://[::1]:{C6}/frame-redirected"></iframe>
<iframe name="sink"></iframe>
<object data="http://127.0.0.1:{C}/object"></object>
<embed src="http://127.0.0.1:{C2}/embed">
<form id="auto" action="http://127.0.0.1:{C}/form" method="post" target="sink"><input name="a" value="b"></form>
<a id="ping" href="#x" ping="http://127.0.0.1:{C}/ping">x</a>
<script>
  const attempt = (fn) => { try { const r = fn(); if (r && r.catch) r.catch(() => {}); } catch (e) {} };
  attempt(() => fetch("http://127.0.0.1:{C}/fetch"));
  attempt(() => fetch("http://evil.test:{C1}/fetch-name", { mode: "no-cors" }));
  attempt(() => fetch("http://[::ffff:127.0.0.1]:{C}/fetch-mapped", { mode: "no-cors" }));
  attempt(() => fetch("http://shop.test:{P}/redirect?status=308&to=http://127.0.0.1:{C2}/fetch-redirected"));
  attempt(() => fetch("https://127.0.0.1:{C}/fetch-https", { mode: "no-cors" }));
  attempt(() => fetch("http://169.254.169.254/latest/meta-data", { mode: "no-cors" }));
  attempt(() => fetch("http://[::7f00:1]:{C}/ipv4-compatible", { mode: "no-cors" }));
  attempt(() => fetch("http://10.0.0.1/", { mode: "no-cors" }));
  attempt(() => fetch("http://[fe80::1]/", { mode: "no-cors" }));
  attempt(() => { const x = new XMLHttpRequest(); x.open("GET", "http://127.0.0.1:{C}/xhr"); x.send(); });
  attempt(() => new WebSocket("ws://127.0.0.1:{C}/ws"));
  attempt(() => new WebSocket("wss://127.0.0.1:{C1}/wss"));
  attempt(() => new WebSocket("ws://[::1]:{C6}/ws6"));
  attempt(() => new WebSocket("ws://localhost:{C2}/ws-localhost"));
  attempt(() => new EventSource("http://127.0.0.1:{C}/events"));
  attempt(() => navigator.sendBeacon("http://127.0.0.1:{C}/beacon", "x"));
  attempt(() => { new Image().src = "http://127.0.0.1:{C2}/js-image"; });
  attempt(() => { const l = document.createElement("link"); l.rel = "prefetch"; l.href = "http://127.0.0.1:{C}/js-prefetch"; document.head.appendChild(l); });
  attempt(() => import("http://127.0.0.1:{C}/module.js"));
  attempt(() => navigator.serviceWorker.register("/sw.js"));
  attempt(() => { const pc = new RTCPeerConnection({ iceServers: [{ urls: "stun:127.0.0.1:{C}" }, { urls: "turn:127.0.0.1:{C1}", username: "u", credential: "p" }] });
    pc.createDataChannel("x"); pc.createOffer().then((offer) => pc.setLocalDescription(offer)); });
  attempt(() => window.open("http://127.0.0.1:{C}/popup"));
  attempt(() => document.getElementById("auto").submit());
  attempt(() => document.getElementById("ping").click());
</script>`,
);

const NAVIGATIONS: Record<string, string> = {
  "meta-refresh": shell("meta-refresh", `<meta http-equiv="refresh" content="0;url=http://127.0.0.1:{C}/meta-refresh">`, ""),
  location: shell("location", "", `<script>setTimeout(() => { location.href = "http://[::1]:{C6}/location"; }, 50);</script>`),
  "form-autosubmit": shell(
    "form-autosubmit",
    "",
    `<form id="f" action="http://localhost:{C}/form" method="post"><input name="a" value="b"></form><script>setTimeout(() => document.getElementById("f").submit(), 50);</script>`,
  ),
  "redirected-navigation": shell(
    "redirected-navigation",
    "",
    `<script>setTimeout(() => { location.href = "http://shop.test:{P}/redirect?status=302&to=http://2130706433:{C}/nav-redirected"; }, 50);</script>`,
  ),
  "metadata-navigation": shell("metadata-navigation", "", `<script>setTimeout(() => { location.href = "http://169.254.169.254/latest/meta-data"; }, 50);</script>`),
  "https-navigation": shell("https-navigation", "", `<script>setTimeout(() => { location.href = "https://127.0.0.1:{C1}/"; }, 50);</script>`),
};

/** A service worker that, were it allowed to register, would fetch a canary. */
export const SERVICE_WORKER = `self.addEventListener("install", () => { fetch("http://127.0.0.1:{C}/service-worker"); });`;

export function ssrfPages(ports: PayloadPorts): Record<string, string> {
  const pages: Record<string, string> = { subresources: SUBRESOURCES, ...NAVIGATIONS };
  return Object.fromEntries(Object.entries(pages).map(([name, body]) => [name, fillPayload(body, ports)]));
}
