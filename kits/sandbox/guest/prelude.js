// Runs INSIDE the QuickJS sandbox before any library or user code. QuickJS has no Intl and no
// console: both are bridged to the worker through `__host`, which only ever passes strings and
// numbers across. The bridge is removed from the global object before user code runs.
(function (host) {
  'use strict';

  // Built-ins are captured now, before any user code: a snippet that replaces JSON.stringify,
  // Array.prototype.map or Function.prototype.call must not change how its result is printed.
  var stringify = JSON.stringify;
  var parseJson = JSON.parse;
  var toStr = String;
  var isArray = Array.isArray;
  var uncurry = Function.prototype.bind.bind(Function.prototype.call);
  var indexOf = uncurry(Array.prototype.indexOf);
  var push = uncurry(Array.prototype.push);
  var join = uncurry(Array.prototype.join);
  var replaceText = uncurry(String.prototype.replace);
  var getTime = uncurry(Date.prototype.getTime);
  var toIso = uncurry(Date.prototype.toISOString);
  var regexpText = uncurry(RegExp.prototype.toString);
  var DateCtor = Date;
  var ErrorCtor = Error;
  var RegExpCtor = RegExp;
  var UNPRINTABLE = '[unprintable value]';
  // Deeper results are not printed: JSON.stringify recurses once per level, and a 100,000-level
  // chain overran the engine's stack and aborted it. Thrown to the runner's describer only.
  var MAX_PRINT_DEPTH = 100;
  var TOO_DEEP = {};

  var json = function (value) {
    return value === undefined ? 'null' : stringify(value);
  };

  // --- Intl.DateTimeFormat and Date#toLocale*String, answered by the worker's real Intl ---
  function DateTimeFormat(locales, options) {
    if (!(this instanceof DateTimeFormat)) return new DateTimeFormat(locales, options);
    this._locales = json(locales);
    this._options = json(options);
    this._resolved = parseJson(host.resolvedOptions(this._locales, this._options));
  }
  var timeOf = function (date) {
    var ms = date === undefined ? Date.now() : +date;
    if (ms !== ms) throw new RangeError('Invalid time value');
    return ms;
  };
  DateTimeFormat.prototype.format = function (date) {
    return host.formatDate(timeOf(date), this._locales, this._options);
  };
  DateTimeFormat.prototype.formatToParts = function (date) {
    return parseJson(host.formatDateToParts(timeOf(date), this._locales, this._options));
  };
  DateTimeFormat.prototype.resolvedOptions = function () {
    return Object.assign({}, this._resolved);
  };
  globalThis.Intl = { DateTimeFormat: DateTimeFormat };

  ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].forEach(function (method) {
    Object.defineProperty(Date.prototype, method, {
      configurable: true,
      writable: true,
      value: function (locales, options) {
        var ms = +this;
        if (ms !== ms) return 'Invalid Date';
        return host.toLocale(method, ms, json(locales), json(options));
      },
    });
  });

  // --- Pretty-printing of results and console arguments ---
  var isDayjs = function (v) {
    return v && typeof v === 'object' && v.$d instanceof Date && typeof v.format === 'function' && typeof v.isValid === 'function';
  };
  var isMoment = function (v) {
    return v && typeof v === 'object' && v._isAMomentObject === true;
  };
  var isDuration = function (v) {
    return (
      v &&
      typeof v === 'object' &&
      typeof v.asMilliseconds === 'function' &&
      typeof v.toISOString === 'function' &&
      typeof v.humanize === 'function'
    );
  };

  // A value that reads better as one line of text than as its object fields.
  var asText = function (v) {
    if (v instanceof DateCtor) return getTime(v) !== getTime(v) ? 'Invalid Date' : toIso(v);
    if (isDayjs(v) || isMoment(v)) return v.isValid() ? toStr(v.format()) : 'Invalid Date';
    if (isDuration(v)) return toStr(v.toISOString());
    if (v instanceof ErrorCtor) return toStr(v.name || 'Error') + ': ' + toStr(v.message);
    if (v instanceof RegExpCtor) return regexpText(v);
    return undefined;
  };

  var kindOf = function (v) {
    if (v === null) return 'null';
    if (isArray(v)) return 'array';
    if (v instanceof DateCtor || isDayjs(v) || isMoment(v)) return 'date';
    if (isDuration(v)) return 'duration';
    return typeof v;
  };

  // Always a string: any throw while printing (a hostile getter, a Proxy) gives UNPRINTABLE.
  var describe = function (v, nested) {
    try {
      var text = describeUnsafe(v, nested);
      return typeof text === 'string' ? text : UNPRINTABLE;
    } catch {
      return UNPRINTABLE;
    }
  };

  var describeUnsafe = function (v, nested) {
    if (typeof v === 'string') return nested ? stringify(v) : v;
    if (v === undefined) return 'undefined';
    if (typeof v === 'function') return '[Function ' + (v.name || 'anonymous') + ']';
    if (typeof v === 'symbol' || typeof v === 'bigint') return toStr(v) + (typeof v === 'bigint' ? 'n' : '');
    if (typeof v !== 'object' || v === null) return toStr(v);
    var text = asText(v);
    if (text !== undefined) return text;
    var seen = [];
    // The objects being printed around the current key, outermost first: its depth.
    var path = [];
    try {
      return stringify(
        v,
        function (key, value) {
          var at = indexOf(path, this);
          if (at === -1) push(path, this);
          else path.length = at + 1;
          if (path.length > MAX_PRINT_DEPTH) throw TOO_DEEP;
          var holderValue = this[key];
          var special = holderValue && typeof holderValue === 'object' ? asText(holderValue) : undefined;
          if (special !== undefined) return special;
          if (value === undefined) return '[undefined]';
          if (typeof value === 'function') return '[Function ' + (value.name || 'anonymous') + ']';
          if (typeof value === 'bigint') return value.toString() + 'n';
          if (value && typeof value === 'object') {
            if (indexOf(seen, value) !== -1) return '[Circular]';
            push(seen, value);
          }
          return value;
        },
        2,
      );
    } catch (error) {
      if (error === TOO_DEEP) throw error;
      return toStr(v);
    }
  };

  var describeAll = function (args) {
    var parts = [];
    for (var i = 0; i < args.length; i++) push(parts, describe(args[i], false));
    return join(parts, ' ');
  };
  var logger = function (level) {
    return function () { host.log(level, describeAll(arguments)); };
  };
  globalThis.console = {
    log: logger('log'),
    info: logger('info'),
    debug: logger('log'),
    warn: logger('warn'),
    error: logger('error'),
  };

  // Called by the runner (not by user code) on the snippet's completion value or thrown value.
  // Each answers one string, "<kind or name>\n<text>", built without JSON, whose prototype chain
  // (Object.prototype.toJSON) user code could have changed.
  var oneLine = function (text) {
    return replaceText(text, /[\r\n]+/g, ' ');
  };
  globalThis.__sandboxDescribe = function (v) {
    var kind;
    try {
      kind = kindOf(v);
    } catch {
      kind = 'object';
    }
    var text;
    try {
      text = describeUnsafe(v, false);
    } catch (error) {
      return (error === TOO_DEEP ? 'tooDeep' : kind) + '\n' + UNPRINTABLE;
    }
    return kind + '\n' + (typeof text === 'string' ? text : UNPRINTABLE);
  };
  // "<name>\n<line:column in the snippet, or empty>\n<message>".
  var snippetLocation = function (e) {
    var stack = e.stack;
    if (typeof stack !== 'string') return '';
    var match = /snippet\.js:(\d+):(\d+)/.exec(stack);
    return match ? match[1] + ':' + match[2] : '';
  };
  globalThis.__sandboxDescribeError = function (e) {
    try {
      if (e instanceof ErrorCtor) return oneLine(describe(e.name || 'Error', false)) + '\n' + snippetLocation(e) + '\n' + describe(e.message || '', false);
    } catch {
      return '\n\n' + UNPRINTABLE;
    }
    if (e === undefined || e === null) return '\n\n';
    return '\n\n' + describe(e, false);
  };
})(globalThis.__host);
delete globalThis.__host;
