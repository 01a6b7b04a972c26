/* args.c - parse the command line by the command's option string.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * The option string (third argument of NEWTOY) describes the options:
 *
 * Prefixes, before the first option:
 *   <N  at least N arguments left after options    >N  at most N
 *   ^   stop at the first non-option argument      ?   pass unknown options on
 *   &   the first argument is options even without a leading dash (tar xvf)
 *
 * Options: one character each (or a long-only option "(name)"), then
 *   (name)  a long name for the option before it (several allowed): --name
 *   :  takes a string           *  takes a string, repeatable (arg_list)
 *   #  takes a number (long)    .  takes a number (double)
 *   %  takes a duration (long milliseconds: 1.5s, 2m, 3h, 1d)
 *   @  counts how many times it was given (long)
 *   ;  takes an optional string, only attached: -wVALUE or --name=VALUE
 *      (NULL when absent: "-w 5" is -w without a value, then the argument 5)
 *   after # . %:  <MIN >MAX =DEFAULT (for % in milliseconds)
 *   |  this option is required
 *
 * Groups, after the options:
 *   [-abc]  last one wins: each turns the others off
 *   [!abc]  an error to give two of them together
 *   [+abc]  any of them switches on all the others
 *
 * Each option is a bit in toys.optflags; the last option is bit 0. Options
 * with arguments store them in the command's GLOBALS, first field first, in
 * optstring order. "--" ends options; "-" alone is an argument.
 */

#include "toys.h"

struct opt {
  struct opt *next;
  char *arg;                // where the argument lands in GLOBALS, or NULL
  struct arg_list **tail;   // end of the list for '*'
  unsigned long long bit, off, on, conflict;
  union { long long l; double d; } min, max, def;
  int c, type, seen;
  char range;               // 1 = min, 2 = max, 4 = default given
  char required;
};

struct longopt {
  struct longopt *next;
  struct opt *opt;
  const char *name;
  int len;
};

struct getoptflagstate {
  struct opt *opts;
  struct longopt *longopts;
  int minargs, maxargs, stopearly, passthru, nodash, argfail;
};

// What the slot for each argument type holds, for the layout of GLOBALS.
static size_t slot_size(int type)
{
  return type == '.' ? sizeof(double) : sizeof(long);
}

static size_t slot_align(int type)
{
  struct { char c; double d; } dbl;
  struct { char c; long l; } lng;

  return type == '.' ? (size_t)((char *)&dbl.d-(char *)&dbl)
                     : (size_t)((char *)&lng.l-(char *)&lng);
}

static noreturn void argfail(struct getoptflagstate *gof, char *fmt, ...)
{
  va_list va;

  va_start(va, fmt);
  verror_msg(fmt, 0, va);
  va_end(va);
  show_help(stderr, 0);
  toys.exitval = gof->argfail;
  xexit();
}

// Parse a number in an option string (bounds and defaults).
static const char *parse_value(const char *s, int type, void *out)
{
  char *end;

  if (type == '.') *(double *)out = strtod(s, &end);
  else *(long long *)out = strtoll(s, &end, 10);

  return end;
}

// Turn the option string into a list of struct opt.
static void parse_optstr(struct getoptflagstate *gof, const char *options)
{
  struct opt *new = 0, **tail = &gof->opts;
  const char *s = options;
  size_t offset = 0;
  int count = 0, attached = 0;
  struct opt *o;

  gof->maxargs = INT_MAX;
  if (!s) return;

  // Prefixes
  for (;; s++) {
    if (*s == '<' || *s == '>') {
      char *end;
      long l = strtol(s+1, &end, 10);

      if (*s == '<') gof->minargs = l;
      else gof->maxargs = l;
      s = end-1;
    } else if (*s == '^') gof->stopearly = 1;
    else if (*s == '?') gof->passthru = 1;
    else if (*s == '&') gof->nodash = 1;
    else break;
  }

  // Options
  while (*s && *s != '[') {
    if (*s == '(') {
      const char *end = strchr(s, ')');
      struct longopt *lo;

      if (!end) error_exit("bad option string: unclosed '(' in '%s'", options);
      // A long name after a character belongs to it, else it's long-only.
      if (!new || attached != 1) {
        new = xzalloc(sizeof(*new));
        new->c = -1;
        *tail = new;
        tail = &new->next;
        count++;
        attached = 1;
      }
      lo = xzalloc(sizeof(*lo));
      lo->opt = new;
      lo->name = s+1;
      lo->len = end-s-1;
      lo->next = gof->longopts;
      gof->longopts = lo;
      s = end+1;
      // A long-only option takes no further names: the next ( is a new option
      if (new->c == -1) attached = 2;
      continue;
    }
    if (strchr(":;*#.%@", *s) && new) {
      if (new->type) error_exit("bad option string '%s'", options);
      new->type = *s++;
      attached = 0;
      if (strchr("#.%", new->type)) {
        while (*s == '<' || *s == '>' || *s == '=') {
          int which = *s++;

          if (which == '<') {
            s = parse_value(s, new->type, &new->min);
            new->range |= 1;
          } else if (which == '>') {
            s = parse_value(s, new->type, &new->max);
            new->range |= 2;
          } else {
            s = parse_value(s, new->type, &new->def);
            new->range |= 4;
          }
        }
      }
      continue;
    }
    if (*s == '|' && new) {
      new->required = 1;
      s++;
      continue;
    }
    // Another option character
    new = xzalloc(sizeof(*new));
    new->c = (unsigned char)*s++;
    *tail = new;
    tail = &new->next;
    count++;
    attached = 1;
  }

  // Bits (last option lowest) and argument slots in GLOBALS (in order).
  for (o = gof->opts; o; o = o->next) {
    o->bit = 1ULL << --count;
    if (o->type) {
      size_t align = slot_align(o->type);

      offset = (offset+align-1)/align*align;
      o->arg = ((char *)&this)+offset;
      offset += slot_size(o->type);
      o->tail = (struct arg_list **)o->arg;
    }
  }

  // Groups: [-abc] [!abc] [+abc]
  while (*s == '[') {
    int kind = s[1];
    unsigned long long bits = 0;
    const char *start = s+2;

    if (!strchr("-!+", kind)) error_exit("bad option group in '%s'", options);
    for (s += 2; *s && *s != ']'; s++) {
      for (o = gof->opts; o; o = o->next) if (o->c == (unsigned char)*s) break;
      if (!o) error_exit("bad option group in '%s'", options);
      bits |= o->bit;
    }
    if (!*s) error_exit("bad option group in '%s'", options);
    s++;
    for (o = gof->opts; o; o = o->next) {
      if (!(o->bit & bits)) continue;
      if (kind == '-') o->off |= bits & ~o->bit;
      else if (kind == '+') o->on |= bits & ~o->bit;
      else o->conflict |= bits & ~o->bit;
    }
    (void)start;
  }
}

// The name of an option for messages: -x or --name.
static char *optname(struct getoptflagstate *gof, struct opt *opt)
{
  static char buf[64];
  struct longopt *lo;

  if (opt->c != -1) sprintf(buf, "-%c", opt->c);
  else for (lo = gof->longopts; lo; lo = lo->next) if (lo->opt == opt) {
    snprintf(buf, sizeof(buf), "--%.*s", lo->len, lo->name);
    break;
  }

  return buf;
}

// Number from an option argument: decimal, hex (0x), with k/m/g... suffixes.
static long long parse_number(struct getoptflagstate *gof, struct opt *opt,
  const char *arg)
{
  char *end;
  long long l;

  errno = 0;
  l = strtoll(arg, &end, 0);
  if (end != arg && *end) {
    const char *suffixes = "kmgtpe";
    int i = stridx(suffixes, tolower((unsigned char)*end));

    if (i != -1 && !end[1]) {
      while (i-- >= 0) {
        if (llabs(l) > LLONG_MAX/1024) {
          errno = ERANGE;
          break;
        }
        l *= 1024;
      }
      end++;
    }
  }
  if (end == arg || *end || errno == ERANGE)
    argfail(gof, "%s: bad number '%s'", optname(gof, opt), arg);

  return l;
}

// Apply one option (and its argument, if it takes one).
static void gotflag(struct getoptflagstate *gof, struct opt *opt, char *arg)
{
  toys.optflags &= ~opt->off;
  toys.optflags |= opt->bit | opt->on;
  opt->seen++;

  if (!opt->type) return;
  if (opt->type == ':' || opt->type == ';') *(char **)opt->arg = arg;
  else if (opt->type == '*') {
    struct arg_list *al = xzalloc(sizeof(*al));

    al->arg = arg;
    *opt->tail = al;
    opt->tail = &al->next;
  } else if (opt->type == '@') ++*(long *)opt->arg;
  else if (opt->type == '.') {
    char *end;
    double d = strtod(arg, &end);

    if (end == arg || *end || isnan(d))
      argfail(gof, "%s: bad number '%s'", optname(gof, opt), arg);
    if ((opt->range&1) && d < opt->min.d)
      argfail(gof, "%s: %s below minimum %g", optname(gof, opt), arg, opt->min.d);
    if ((opt->range&2) && d > opt->max.d)
      argfail(gof, "%s: %s above maximum %g", optname(gof, opt), arg, opt->max.d);
    *(double *)opt->arg = d;
  } else {
    long long l;

    if (opt->type == '%') {
      const char *s = arg, *dot = 0;
      int digits = 0, whole = 0;

      // Validate here so the error names the option: digits with at most
      // one '.', then an optional unit; few enough digits not to overflow.
      for (; isdigit((unsigned char)*s) || (*s == '.' && !dot); s++) {
        if (*s == '.') dot = s;
        else {
          digits++;
          if (!dot && (whole || *s != '0')) whole++;
        }
      }
      if (!digits || whole > 10 || (*s && (!strchr("smhd", *s) || s[1])))
        argfail(gof, "%s: bad duration '%s'", optname(gof, opt), arg);
      l = xparsemillitime(arg);
    } else l = parse_number(gof, opt, arg);
    if ((opt->range&1) && l < opt->min.l)
      argfail(gof, "%s: %s below minimum %lld", optname(gof, opt), arg,
        opt->min.l);
    if ((opt->range&2) && l > opt->max.l)
      argfail(gof, "%s: %s above maximum %lld", optname(gof, opt), arg,
        opt->max.l);
    *(long *)opt->arg = l;
  }
}

// Find a long option by exact name, else by unique prefix.
static struct opt *find_long(struct getoptflagstate *gof, const char *name,
  int len)
{
  struct longopt *lo, *found = 0;
  int matches = 0;

  for (lo = gof->longopts; lo; lo = lo->next) {
    if (lo->len == len && !strncmp(lo->name, name, len)) return lo->opt;
    if (lo->len > len && !strncmp(lo->name, name, len)) {
      if (!found || found->opt != lo->opt) matches++;
      found = lo;
    }
  }
  if (matches > 1)
    argfail(gof, "option '--%.*s' is ambiguous", len, name);

  return found ? found->opt : 0;
}

// The parse state lives here, not on get_optflags()'s stack, so that what
// a parse that failed (argfail() and error_exit() don't return) left
// allocated can be freed: by the next parse, or by free_optflags().
static struct getoptflagstate optstate;
static char **optmem;

static void free_optstate(void)
{
  struct opt *opt;
  struct longopt *lo;

  for (; optstate.opts; optstate.opts = opt) {
    opt = optstate.opts->next;
    free(optstate.opts);
  }
  for (; optstate.longopts; optstate.longopts = lo) {
    lo = optstate.longopts->next;
    free(optstate.longopts);
  }
}

// For a command run in-process, more than once (lib/inprocess.c): free the
// parse state and the argument array it made. (-x ARG lists for '*' options
// are the command's, in its GLOBALS.)
void free_optflags(void)
{
  free_optstate();
  free(optmem);
  optmem = 0;
}

void get_optflags(void)
{
  struct opt *opt;
  char **argv = toys.argv, *arg;
  int i, stop = 0, argc;

  free_optstate();
  memset(&optstate, 0, sizeof(optstate));
  optstate.argfail = (toys.which->flags >> 24) ? (int)(toys.which->flags >> 24) : 1;
  toys.optflags = 0;
  for (argc = 0; argv[argc]; argc++);
  toys.optargs = optmem = xzalloc((argc+1)*sizeof(char *));
  toys.optc = 0;

  // No option string: everything is an argument.
  if (!toys.which->options) {
    for (i = 1; i < argc; i++) toys.optargs[toys.optc++] = argv[i];
    return;
  }
  parse_optstr(&optstate, toys.which->options);

  for (i = 1; i < argc; i++) {
    arg = argv[i];

    // tar xvf: the first argument holds options even without a dash
    if (i == 1 && optstate.nodash && *arg != '-' && *arg) {
      arg = xmprintf("-%s", arg);
    }

    if (stop || *arg != '-' || !arg[1]) {
      toys.optargs[toys.optc++] = argv[i];
      if (optstate.stopearly && !stop) stop = 1;
      continue;
    }

    // "--" ends options
    if (arg[1] == '-' && !arg[2]) {
      stop = 2;
      continue;
    }

    // --long[=value]
    if (arg[1] == '-') {
      char *name = arg+2, *eq = strchr(name, '=');
      int len = eq ? eq-name : (int)strlen(name);

      if (!len || !(opt = find_long(&optstate, name, len))) {
        if (optstate.passthru) {
          toys.optargs[toys.optc++] = argv[i];
          if (optstate.stopearly) stop = 1;
          continue;
        }
        argfail(&optstate, "unknown option '%s'", arg);
      }
      if (!opt->type || opt->type == '@' || (opt->type == ';' && !eq)) {
        if (eq) argfail(&optstate, "option '--%.*s' takes no argument", len, name);
        gotflag(&optstate, opt, 0);
      } else {
        if (eq) eq++;
        else if (!(eq = argv[++i]))
          argfail(&optstate, "option '--%.*s' needs an argument", len, name);
        gotflag(&optstate, opt, eq);
      }
      continue;
    }

    // With '?', a cluster holding an unknown option (before any option
    // that takes the rest as its argument) is passed on whole, untouched.
    if (optstate.passthru) {
      char *s;

      opt = 0;
      for (s = arg+1; *s; s++) {
        for (opt = optstate.opts; opt; opt = opt->next)
          if (opt->c == (unsigned char)*s) break;
        if (!opt || (opt->type && opt->type != '@')) break;
      }
      if (*s && !opt) {
        toys.optargs[toys.optc++] = argv[i];
        if (optstate.stopearly) stop = 1;
        continue;
      }
    }

    // A cluster of short options: -abc, -n5, -n 5
    for (arg++; *arg; arg++) {
      for (opt = optstate.opts; opt; opt = opt->next)
        if (opt->c == (unsigned char)*arg) break;
      if (!opt) argfail(&optstate, "unknown option '-%c'", *arg);
      if (!opt->type || opt->type == '@' || (opt->type == ';' && !arg[1])) {
        gotflag(&optstate, opt, 0);
        continue;
      }
      if (arg[1]) gotflag(&optstate, opt, arg+1);
      else if (argv[i+1]) gotflag(&optstate, opt, argv[++i]);
      else argfail(&optstate, "option '-%c' needs an argument", *arg);
      break;
    }
  }

  // Defaults, required options, conflicts
  for (opt = optstate.opts; opt; opt = opt->next) {
    if (!opt->seen && (opt->range&4)) {
      if (opt->type == '.') *(double *)opt->arg = opt->def.d;
      else *(long *)opt->arg = opt->def.l;
    }
    if (opt->required && !opt->seen)
      argfail(&optstate, "needs %s", optname(&optstate, opt));
    if ((toys.optflags & opt->bit) && (toys.optflags & opt->conflict)) {
      struct opt *o2;
      char first[64];

      for (o2 = optstate.opts; o2; o2 = o2->next) if (o2->bit & opt->conflict
          & toys.optflags) break;
      strcpy(first, optname(&optstate, opt));
      argfail(&optstate, "no %s with %s", first, optname(&optstate, o2));
    }
  }

  if (toys.optc < optstate.minargs) {
    if (optstate.minargs == 1) argfail(&optstate, "missing argument");
    argfail(&optstate, "needs at least %d arguments", optstate.minargs);
  }
  if (toys.optc > optstate.maxargs)
    argfail(&optstate, "extra argument '%s'", toys.optargs[optstate.maxargs]);

  // The parse state is freed; option strings point into argv or the table.
  free_optstate();
}
