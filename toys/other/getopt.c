/* getopt.c - parse command options for shell scripts
 *
 * No standard (behaves as util-linux getopt).

USE_GETOPT(NEWTOY(getopt, "^a(alternative)T(test)u(unquoted)q(quiet)Q(quiet-output)n(name):o(options):l(longoptions)*s(shell):", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config GETOPT
  bool "getopt"
  default y
  help
    usage: getopt [OPTIONS] [--] [OPTSTRING] PARAMETERS...

    Parse PARAMETERS as a program with short options OPTSTRING and long
    options -l would, and print them in a form the shell can "eval":
    options first, then "--", then the other parameters, each quoted.
    Without -o the first parameter is OPTSTRING; when the first argument
    isn't an option at all, the output isn't quoted (old getopt).
    OPTSTRING: a letter an option, ":" after it takes an argument, "::"
    an optional one (only attached); starting with "+" stops at the first
    non-option (as does $POSIXLY_CORRECT), with "-" prints non-options
    where they are.

    -a  Long options may start with a single -
    -l  Long options, comma separated (name: and name:: as above)
    -n  NAME to report errors under (default getopt)
    -o  Short options OPTSTRING
    -q  Quiet: no error messages
    -Q  No output, only the exit status
    -s  Quote for SHELL: sh (bash) or csh (tcsh)
    -T  Test: exit 4 (this is the enhanced getopt)
    -u  Unquoted output

    Exit 1 if PARAMETERS held bad options, 2 for getopt's own errors.
*/

#define FOR_getopt
#include "toys.h"

GLOBALS(
  char *n, *o;
  struct arg_list *l;
  char *s;

  char **longs, *out;
  int nlongs, outlen, csh, quiet;
)

// Append a string to the output buffer
static void add(char *s, int len)
{
  if (len < 0) len = strlen(s);
  TT.out = xrealloc(TT.out, TT.outlen+len+1);
  memcpy(TT.out+TT.outlen, s, len);
  TT.out[TT.outlen += len] = 0;
}

// Append " ARG", quoted unless -u
static void word(char *s, int len)
{
  int i;

  if (len < 0) len = strlen(s);
  add(" ", 1);
  if (FLAG(u)) return add(s, len);
  add("'", 1);
  for (i = 0; i < len; i++) {
    if (s[i] == '\'') add("'\\''", 4);
    else if (TT.csh && s[i] == '!') add("'\\!'", 4);
    else if (TT.csh && s[i] == '\n') add("\\n", 2);
    else add(s+i, 1);
  }
  add("'", 1);
}

static void bad(char *fmt, ...)
{
  va_list va;

  toys.exitval = 1;
  if (FLAG(q) || TT.quiet) return;
  fprintf(stderr, "%s: ", TT.n ? TT.n : "getopt");
  va_start(va, fmt);
  vfprintf(stderr, fmt, va);
  va_end(va);
  fputc('\n', stderr);
}

// Length of long option i's name, and its argument type (0, 1, 2 colons)
static int longlen(int i, int *type)
{
  char *s = TT.longs[i];
  int len = strlen(s);

  for (*type = 0; *type < 2 && len && s[len-1] == ':'; ++*type) len--;

  return len;
}

// Long option at arg (after its dashes, pre is the dashes): return 0 if
// there's no such option (arg not used), else 1 and *pos advanced.
static int dolong(char **argv, int *pos, char *arg, int pre, int quiet)
{
  int i, len, type, found = -1, many = 0, nlen = strcspn(arg, "=");
  char *eq = arg[nlen] ? arg+nlen+1 : 0, *name;

  for (i = 0; i < TT.nlongs; i++) {
    len = longlen(i, &type);
    if (len < nlen || strncmp(TT.longs[i], arg, nlen)) continue;
    if (len == nlen) {
      found = i;
      many = 0;
      break;
    }
    if (found == -1) found = i;
    else many++;
  }
  if (found == -1) {
    if (quiet) return 0;
    bad("unrecognized option '%.*s%s'", pre, argv[*pos], arg);
    (*pos)++;
    return 1;
  }
  (*pos)++;
  if (many) {
    if (!FLAG(q) && !TT.quiet) {
      fprintf(stderr, "%s: option '%.*s%.*s' is ambiguous; possibilities:",
        TT.n ? TT.n : "getopt", pre, argv[*pos-1], nlen, arg);
      for (i = 0; i < TT.nlongs; i++) {
        len = longlen(i, &type);
        if (len >= nlen && !strncmp(TT.longs[i], arg, nlen))
          fprintf(stderr, " '%.*s%.*s'", pre, argv[*pos-1], len,TT.longs[i]);
      }
      fputc('\n', stderr);
    }
    toys.exitval = 1;
    return 1;
  }
  len = longlen(found, &type);
  name = xmprintf("%.*s%.*s", pre, argv[*pos-1], len, TT.longs[found]);
  if (!type && eq) bad("option '%s' doesn't allow an argument", name);
  else if (type == 1 && !eq && !argv[*pos])
    bad("option '%s' requires an argument", name);
  else {
    add(" --", 3);
    add(TT.longs[found], len);
    if (type == 1) word(eq ? eq : argv[(*pos)++], -1);
    else if (type == 2) word(eq ? eq : "", -1);
  }
  free(name);

  return 1;
}

static void usage(char *msg)
{
  fprintf(stderr, "getopt: %s\nTry 'getopt --help' for more information.\n",
    msg);
  toys.exitval = 2;
  xexit();
}

void getopt_main(void)
{
  char **argv = toys.optargs, *opts = TT.o, *s, *t, **rest = 0, *arg;
  struct arg_list *l;
  int pos = 0, nrest = 0, mode = 0, i;

  if (FLAG(T)) {
    toys.exitval = 4;
    xexit();
  }
  if (TT.s) {
    if (!strcmp(TT.s, "csh") || !strcmp(TT.s, "tcsh")) TT.csh = 1;
    else if (strcmp(TT.s, "sh") && strcmp(TT.s, "bash"))
      usage("unknown shell after -s or --shell argument");
  }
  // No options at all: old style, unquoted
  if (toys.argv[1] && *toys.argv[1] != '-') toys.optflags |= FLAG_u;
  if (!opts) {
    if (!*argv) usage("missing optstring argument");
    opts = *argv++;
  }
  for (l = TT.l; l; l = l->next) for (s = l->arg; *s; s = t) {
    t = s+strcspn(s, ", \t\n");
    if (t != s) {
      TT.longs = xrealloc(TT.longs, sizeof(char *)*(TT.nlongs+1));
      TT.longs[TT.nlongs++] = xstrndup(s, t-s);
    }
    if (*t) t++;
  }
  if (*opts == '+' || *opts == '-') mode = *opts++;
  else if (getenv("POSIXLY_CORRECT")) mode = '+';
  if (*opts == ':') TT.quiet = 1;
  add("", 0);

  while ((arg = argv[pos])) {
    if (!strcmp(arg, "--")) {
      pos++;
      break;
    }
    if (*arg != '-' || !arg[1]) {
      if (mode == '+') break;
      if (mode == '-') word(arg, -1);
      else {
        rest = xrealloc(rest, sizeof(char *)*(nrest+1));
        rest[nrest++] = arg;
      }
      pos++;
      continue;
    }
    if (arg[1] == '-') {
      dolong(argv, &pos, arg+2, 2, 0);
      continue;
    }
    // -a: a single dash long option, unless it's one known short option
    if (FLAG(a) && (arg[2] || !strchr(opts, arg[1]) || arg[1] == ':')
        && dolong(argv, &pos, arg+1, 1, !!strchr(opts, arg[1]))) continue;
    for (s = arg+1, pos++; *s; s++) {
      if (*s == ':' || !(t = strchr(opts, *s))) {
        bad("invalid option -- '%c'", *s);
        continue;
      }
      if (t[1] == ':' && t[2] != ':' && !s[1] && !argv[pos]) {
        bad("option requires an argument -- '%c'", *s);
        break;
      }
      add(" -", 2);
      add(s, 1);
      if (t[1] != ':') continue;
      word(s[1] || t[2] == ':' ? s+1 : argv[pos++], -1);
      break;
    }
  }
  add(" --", 3);
  for (i = 0; i < nrest; i++) word(rest[i], -1);
  for (; argv[pos]; pos++) word(argv[pos], -1);
  if (!FLAG(Q)) xputs(TT.out);
}
