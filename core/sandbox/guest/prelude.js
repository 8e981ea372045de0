// Runs INSIDE the QuickJS sandbox before any library or user code. QuickJS has no Intl and no
// console: both are bridged to the worker through `__host`, which only ever passes strings and
// numbers across. The bridge is removed from the global object before user code runs.
(function (host) {
  'use strict';

  var json = function (value) {
    return value === undefined ? 'null' : JSON.stringify(value);
  };

  // --- Intl.DateTimeFormat and Date#toLocale*String, answered by the worker's real Intl ---
  function DateTimeFormat(locales, options) {
    if (!(this instanceof DateTimeFormat)) return new DateTimeFormat(locales, options);
    this._locales = json(locales);
    this._options = json(options);
    this._resolved = JSON.parse(host.resolvedOptions(this._locales, this._options));
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
    return JSON.parse(host.formatDateToParts(timeOf(date), this._locales, this._options));
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
    if (v instanceof Date) return v.getTime() !== v.getTime() ? 'Invalid Date' : v.toISOString();
    if (isDayjs(v) || isMoment(v)) return v.isValid() ? v.format() : 'Invalid Date';
    if (isDuration(v)) return v.toISOString();
    if (v instanceof Error) return (v.name || 'Error') + ': ' + v.message;
    if (v instanceof RegExp) return String(v);
    return undefined;
  };

  var kindOf = function (v) {
    if (v === null) return 'null';
    if (Array.isArray(v)) return 'array';
    if (v instanceof Date || isDayjs(v) || isMoment(v)) return 'date';
    if (isDuration(v)) return 'duration';
    return typeof v;
  };

  var describe = function (v, nested) {
    if (typeof v === 'string') return nested ? JSON.stringify(v) : v;
    if (v === undefined) return 'undefined';
    if (typeof v === 'function') return '[Function ' + (v.name || 'anonymous') + ']';
    if (typeof v === 'symbol' || typeof v === 'bigint') return v.toString() + (typeof v === 'bigint' ? 'n' : '');
    if (typeof v !== 'object' || v === null) return String(v);
    var text = asText(v);
    if (text !== undefined) return text;
    var seen = [];
    try {
      return JSON.stringify(
        v,
        function (key, value) {
          var holderValue = this[key];
          var special = holderValue && typeof holderValue === 'object' ? asText(holderValue) : undefined;
          if (special !== undefined) return special;
          if (value === undefined) return '[undefined]';
          if (typeof value === 'function') return '[Function ' + (value.name || 'anonymous') + ']';
          if (typeof value === 'bigint') return value.toString() + 'n';
          if (value && typeof value === 'object') {
            if (seen.indexOf(value) !== -1) return '[Circular]';
            seen.push(value);
          }
          return value;
        },
        2,
      );
    } catch {
      return String(v);
    }
  };

  var describeAll = function (args) {
    return Array.prototype.map.call(args, function (a) { return describe(a, false); }).join(' ');
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
  globalThis.__sandboxDescribe = function (v) {
    return JSON.stringify({ text: describe(v, false), kind: kindOf(v) });
  };
  globalThis.__sandboxDescribeError = function (e) {
    if (e instanceof Error) return JSON.stringify({ name: e.name || 'Error', message: String(e.message || '') });
    if (e === undefined || e === null) return JSON.stringify({ name: '', message: '' });
    return JSON.stringify({ name: '', message: describe(e, false) });
  };
})(globalThis.__host);
delete globalThis.__host;
