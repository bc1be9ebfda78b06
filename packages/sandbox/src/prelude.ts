/**
 * The prelude: trusted JavaScript that runs in a bot's isolate before the bot. It captures the
 * built-ins it needs first, then shapes the global (seeded `Math.random`, a fixed clock in UTC with
 * one fixed locale for every zone- and locale-dependent built-in, no timers,
 * no shared memory, no WebAssembly, no weak references, no resizable buffers, a capturing
 * `console`), and returns `{ bind, call }`, the only two functions the host ever calls. Its source
 * is one constant for every bot (`PRELUDE_SOURCE`, a `setup(configJson)` function), so V8's code
 * cache for it is reused across isolates.
 *
 * `call(phase, inputJson)` runs `init` or `decide` and turns everything into one string inside
 * the isolate, within the call's timeout: the answer (checked for length), the log, or a fault with
 * the thrown value's description and stack (an envelope, or just `A` + the action's JSON when there
 * is no log: the hot path). So no bot code runs after a call has returned (no
 * getters or thrown objects are copied out), and only short strings cross the boundary.
 * A bot may tamper with prototypes; that only harms itself, since the host parses and checks what
 * comes out.
 */
import type { RngState } from '@arena/engine/rng';

/**
 * The global the bot's bundle (an IIFE, compile.ts) assigns its exports to. Here rather than in
 * compile.ts, so that the match process, which loads the prelude, never loads esbuild.
 */
export const BOT_GLOBAL = '__arenaBot';

export const PRELUDE_FILENAME = 'arena-prelude.js';
export const BOT_FILENAME = 'bot.js';
/** The bundle runs inside `try {` on a line of its own (see `wrapBundle`). */
export const BUNDLE_LINE_OFFSET = -1;
export const LOAD_FAILED = '__arenaLoadFailed';

export interface PreludeConfig {
  /** sfc32 state for `Math.random`. */
  readonly rng: RngState;
  /** What `Date.now()` answers, ms since the epoch. */
  readonly now: number;
  /** What `performance.now()` answers, ms. */
  readonly perfNow: number;
  readonly logCap: number;
  readonly maxActionChars: number;
}

export function wrapBundle(code: string): string {
  return `try {\n${code}\n} catch (e) { ${LOAD_FAILED}(e); }\nvoid 0;\n`;
}


const PRELUDE_BODY = String.raw`
var G = globalThis;
var stringify = JSON.stringify, parse = JSON.parse, Str = String, apply = Reflect.apply;
var construct = Reflect.construct, defineProperty = Object.defineProperty, getDesc = Object.getOwnPropertyDescriptor;
var freeze = Object.freeze, sliceStr = String.prototype.slice, ErrorCtor = Error, ProxyCtor = Proxy;
var RealDate = Date;

var banned = ['SharedArrayBuffer', 'Atomics', 'WebAssembly', 'WeakRef', 'FinalizationRegistry', 'Intl',
  'setTimeout', 'setInterval', 'setImmediate', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'console', 'performance'];
for (var i = 0; i < banned.length; i++) delete G[banned[i]];

// Resizable buffers are not counted by the memory limit: no maxByteLength, no resize or transfer.
var AB = ArrayBuffer, abProto = AB.prototype;
delete abProto.resize; delete abProto.transfer; delete abProto.transferToFixedLength;
var SafeArrayBuffer = new ProxyCtor(AB, { construct: function (t, args, nt) { return construct(t, [args[0]], nt); } });
defineProperty(abProto, 'constructor', { value: SafeArrayBuffer, writable: true, configurable: true });
defineProperty(G, 'ArrayBuffer', { value: SafeArrayBuffer, writable: true, configurable: true });

// Math.random: sfc32 seeded per (match seed, seat).
var ra = config.rng[0], rb = config.rng[1], rc = config.rng[2], rd = config.rng[3];
defineProperty(Math, 'random', { writable: true, configurable: true, value: function random() {
  ra >>>= 0; rb >>>= 0; rc >>>= 0; rd >>>= 0;
  var t = (ra + rb) | 0;
  ra = rb ^ (rb >>> 9); rb = (rc + (rc << 3)) | 0; rc = (rc << 21) | (rc >>> 11); rd = (rd + 1) | 0;
  t = (t + rd) | 0; rc = (rc + t) | 0;
  return (t >>> 0) / 4294967296;
} });

// The clock stands still at a time derived from the match seed.
var NOW = config.now;
var dateUTC = RealDate.UTC;
var FixedDate = function Date() {
  if (new.target === undefined) return apply(dateToString, construct(RealDate, [NOW]), []);
  if (arguments.length >= 2) return construct(RealDate, [apply(dateUTC, undefined, arguments)], new.target);
  return construct(RealDate, arguments.length === 0 ? [NOW] : arguments, new.target);
};
FixedDate.prototype = RealDate.prototype;
FixedDate.now = function now() { return NOW; };
FixedDate.parse = RealDate.parse;
FixedDate.UTC = RealDate.UTC;
defineProperty(RealDate.prototype, 'constructor', { value: FixedDate, writable: true, configurable: true });
defineProperty(G, 'Date', { value: FixedDate, writable: true, configurable: true });
// Local time is UTC and the locale one fixed format, whatever the host's zone and locale.
var DP = RealDate.prototype, getTime = DP.getTime;
var FIELDS = ['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds', 'Milliseconds'];
for (var f = 0; f < FIELDS.length; f++) {
  defineProperty(DP, 'get' + FIELDS[f], { value: DP['getUTC' + FIELDS[f]], writable: true, configurable: true });
  if (FIELDS[f] !== 'Day') defineProperty(DP, 'set' + FIELDS[f], { value: DP['setUTC' + FIELDS[f]], writable: true, configurable: true });
}
var getY = DP.getUTCFullYear, getMo = DP.getUTCMonth, getD = DP.getUTCDate, getWd = DP.getUTCDay;
var getH = DP.getUTCHours, getMi = DP.getUTCMinutes, getS = DP.getUTCSeconds;
var WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function pad(n, w) { var t = '' + n; while (t.length < w) t = '0' + t; return t; }
function dateText(d) {
  var y = apply(getY, d, []);
  return WEEKDAYS[apply(getWd, d, [])] + ' ' + MONTHS[apply(getMo, d, [])] + ' ' + pad(apply(getD, d, []), 2) + ' ' + (y < 0 ? '-' + pad(-y, 6) : pad(y, 4));
}
function timeText(d) { return pad(apply(getH, d, []), 2) + ':' + pad(apply(getMi, d, []), 2) + ':' + pad(apply(getS, d, []), 2); }
function dateMethod(name, format) {
  defineProperty(DP, name, { writable: true, configurable: true, value: function () {
    var t = apply(getTime, this, []);
    return t !== t ? 'Invalid Date' : format(this);
  } });
}
var ZONE = ' GMT+0000 (Coordinated Universal Time)';
dateMethod('toString', function (d) { return dateText(d) + ' ' + timeText(d) + ZONE; });
dateMethod('toDateString', dateText);
dateMethod('toTimeString', function (d) { return timeText(d) + ZONE; });
dateMethod('toLocaleString', function (d) { return dateText(d) + ' ' + timeText(d); });
dateMethod('toLocaleDateString', dateText);
dateMethod('toLocaleTimeString', timeText);
var dateToString = DP.toString;
defineProperty(DP, 'getTimezoneOffset', { writable: true, configurable: true, value: function getTimezoneOffset() {
  var t = apply(getTime, this, []);
  return t !== t ? t : 0;
} });
function locale(proto, name, fn) { defineProperty(proto, name, { value: fn, writable: true, configurable: true }); }
var numToString = Number.prototype.toString, bigToString = BigInt.prototype.toString;
var upper = String.prototype.toUpperCase, lower = String.prototype.toLowerCase;
locale(Number.prototype, 'toLocaleString', function toLocaleString() { return apply(numToString, this, []); });
locale(BigInt.prototype, 'toLocaleString', function toLocaleString() { return apply(bigToString, this, []); });
locale(String.prototype, 'toLocaleUpperCase', function toLocaleUpperCase() { return apply(upper, this, []); });
locale(String.prototype, 'toLocaleLowerCase', function toLocaleLowerCase() { return apply(lower, this, []); });
locale(String.prototype, 'localeCompare', function localeCompare(that) {
  var a = Str(this), b = Str(that);
  return a < b ? -1 : a > b ? 1 : 0;
});
var PERF_NOW = config.perfNow;
defineProperty(G, 'performance', { value: freeze({ now: function now() { return PERF_NOW; } }), writable: true, configurable: true });

// console: captured per call, at most config.logCap characters.
var log = '', logFull = false, LOG_CAP = config.logCap;
function cut(s, n) { return s.length > n ? apply(sliceStr, s, [0, n]) : s; }
function text(x) {
  try {
    if (typeof x === 'string') return x;
    if (typeof x === 'object' && x !== null) { var j = stringify(x); if (typeof j === 'string') return j; }
    return Str(x);
  } catch (e) { return '[unprintable]'; }
}
function write(prefix, args) {
  if (logFull) return;
  var line = prefix;
  for (var k = 0; k < args.length; k++) { line += (k > 0 ? ' ' : '') + text(args[k]); if (line.length > LOG_CAP) break; }
  line += '\n';
  if (log.length + line.length <= LOG_CAP) { log += line; return; }
  log += cut(line, LOG_CAP - log.length) + '\n[log cut: more than ' + LOG_CAP + ' characters in one decision]\n';
  logFull = true;
}
defineProperty(G, 'console', { writable: true, configurable: true, value: {
  log: function log() { write('', arguments); }, info: function info() { write('', arguments); },
  debug: function debug() { write('', arguments); }, warn: function warn() { write('[warn] ', arguments); },
  error: function error() { write('[error] ', arguments); },
} });

// Faults and answers, as JSON text built from strings only.
function describe(e) {
  try {
    if (e instanceof ErrorCtor) return Str(e.name) + ': ' + Str(e.message);
    return 'a non-Error value was thrown: ' + (typeof e === 'string' ? e : typeof e + ' ' + text(e));
  } catch (x) { return 'an unprintable value was thrown'; }
}
function stackOf(e) {
  try { if (e !== null && typeof e === 'object') { var s = e.stack; if (typeof s === 'string') return s; } } catch (x) {}
  return '';
}
function faultJson(kind, message, stack) {
  return '{"log":' + stringify(log) + ',"fault":' + stringify(kind) + ',"message":' + stringify(cut(Str(message), 2000)) +
    (stack ? ',"stack":' + stringify(cut(stack, 4000)) : '') + '}';
}
function exceptionJson(e) { return faultJson('exception', describe(e), stackOf(e)); }
function answerJson(value) {
  if (value !== null && (typeof value === 'object' || typeof value === 'function')) {
    var then;
    try { then = value.then; } catch (e) { return exceptionJson(e); }
    if (typeof then === 'function') return faultJson('bad-output', 'decide returned a Promise; it must return an action synchronously');
  }
  var out;
  try { out = stringify(value); } catch (e) { return faultJson('bad-output', 'the answer cannot be turned into JSON: ' + describe(e)); }
  if (typeof out !== 'string') return faultJson('bad-output', 'decide returned ' + (value === undefined ? 'undefined' : typeof value) + ', not an action');
  if (out.length > config.maxActionChars) return faultJson('bad-output', 'the answer is ' + out.length + ' characters of JSON; the limit is ' + config.maxActionChars);
  if (log === '') return 'A' + out;
  return '{"log":' + stringify(log) + ',"action":' + out + '}';
}

// Loading: the bundle reports a top-level throw here (non-writable, non-configurable).
var loadError, loadFailedFlag = false;
defineProperty(G, loadFailed, { value: function (e) { loadError = e; loadFailedFlag = true; }, writable: false, configurable: false, enumerable: false });

var decide = null, init = null;
function bind() {
  log = ''; logFull = false;
  if (loadFailedFlag) return exceptionJson(loadError);
  var desc = getDesc(G, botGlobal);
  var mod = desc !== undefined ? desc.value : undefined;
  try { G[botGlobal] = undefined; } catch (e) {}
  if (mod === null || typeof mod !== 'object') return faultJson('compile-error', 'the bot module has no exports');
  var d, n;
  try { d = mod.decide; n = mod.init; } catch (e) { return exceptionJson(e); }
  if (typeof d !== 'function') return faultJson('compile-error', 'the bot does not export a decide function');
  if (n !== undefined && typeof n !== 'function') return faultJson('compile-error', 'the export init is not a function');
  decide = d; init = n === undefined ? null : n;
  return '{"log":' + stringify(log) + ',"action":null}';
}
function call(phase, input) {
  log = ''; logFull = false;
  for (var k = 2; k < arguments.length; k++) input += arguments[k];
  var arg = parse(input);
  try {
    if (phase === 'init') {
      if (init !== null) apply(init, undefined, [arg]);
      return '{"log":' + stringify(log) + ',"action":null}';
    }
    return answerJson(apply(decide, undefined, [arg]));
  } catch (e) { return exceptionJson(e); }
}
return { bind: bind, call: call };
`;

/**
 * The prelude's source is the same for every bot: it evaluates to a `setup(configJson)` function
 * (run once, before the bot), so that V8's code cache for it is made once per process and reused by
 * every isolate.
 */
export const PRELUDE_SOURCE = `(function (botGlobal, loadFailed) {
return (function setup(configJson) {
'use strict';
var config = JSON.parse(configJson);
${PRELUDE_BODY}
});
})(${JSON.stringify(BOT_GLOBAL)}, ${JSON.stringify(LOAD_FAILED)});
`;
