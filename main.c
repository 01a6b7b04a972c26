/* main.c - the multiplexer: find the command by the name we run under.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

#undef NEWTOY
#undef OLDTOY
#define NEWTOY(name, opts, flags) {#name, name##_main, OPTSTR_##name, \
  HELP_##name, flags},
#define OLDTOY(name, oldname, flags) {#name, oldname##_main, OPTSTR_##oldname, \
  HELP_##oldname, flags},

#include <generated/help.h>

// The command table, sorted by name (the build sorts generated/newtoys.h).
struct toy_list toy_list[] = {
#include <generated/newtoys.h>
  {"", 0, 0, 0, 0}
};
const int toy_count = sizeof(toy_list)/sizeof(*toy_list)-1;

// Every name fits toy_list's name[] with its NUL.
#undef NEWTOY
#undef OLDTOY
#define NEWTOY(cmd, opts, flags) _Static_assert(sizeof(#cmd) <= \
  sizeof(toy_list->name), "command name too long: " #cmd);
#define OLDTOY(cmd, oldname, flags) NEWTOY(cmd, 0, 0)
#include <generated/newtoys.h>

// Written by every command as it starts: in .data beside toy_list (which
// the dynamic linker has written to already), not on a page of their own.
struct toy_context toys __attribute__((section(".data")));
union global_union this __attribute__((section(".data")));
char toybuf[4096], libbuf[4096];

static struct toy_list multiplexer = {"toybox", 0, 0,
  "usage: toybox [--long | --help | --version | [COMMAND [ARGUMENTS...]]]\n\n"
  "With no arguments, list the commands this toybox has, on one line.\n"
  "With COMMAND, run that command (as if toybox were called by that name:\n"
  "a symlink named \"ls\" pointing to toybox runs ls).\n\n"
  "--long     list the commands with the path make install links them at\n"
  "--help     this text (\"toybox help COMMAND\" or \"COMMAND --help\" for a\n"
  "           command's own help)\n"
  "--version  print the version", 0};

// Binary search of the command table.
struct toy_list *toy_find(const char *name)
{
  int top = toy_count-1, bottom = 0;

  while (top >= bottom) {
    int middle = (top+bottom)/2, result = strcmp(name, toy_list[middle].name);

    if (!result) return toy_list+middle;
    if (result < 0) top = middle-1;
    else bottom = middle+1;
  }

  return 0;
}

// setlocale(LC_ALL, "") but quicker for the commonest locale: C.UTF-8 is
// the C locale but for LC_CTYPE, and setting every category to it costs
// glibc some 100,000 instructions (its alias file is read and sorted), more
// than a small command's whole run. So when the environment names only
// C.UTF-8, only LC_CTYPE is set.
static void setlocale_env(void)
{
  extern char **environ;
  char **e, *s = getenv("LC_ALL"), *c = "C.UTF-8", *u = "C.utf8";

  if (!s || !*s) {
    for (e = environ; *e; e++) if (!strncmp(*e, "LC_", 3)) break;
    s = *e ? 0 : getenv("LANG");
  }
  if (s && (!strcmp(s, c) || !strcmp(s, u))) setlocale(LC_CTYPE, s);
  else setlocale(LC_ALL, "");
}

// Set up toys for a command and parse its options.
static void toy_init(struct toy_list *which, char **argv)
{
  memset(&toys, 0, sizeof(toys));
  memset(&this, 0, sizeof(this));
  toys.which = which;
  toys.argv = argv;

  // Help and version for every command, unless it parses them itself
  if (argv[1] && !(which->flags & TOYFLAG_NOARGHELP)
      && (!(which->flags & TOYFLAG_NOHELP) || !argv[2])) {
    if (!strcmp(argv[1], "--help")) {
      show_help(stdout, 1);
      xexit();
    }
    if (!strcmp(argv[1], "--version")) {
      xputs("toybox " TOYBOX_VERSION);
      xexit();
    }
  }

  if ((which->flags & TOYFLAG_NEEDROOT) && geteuid())
    error_exit("needs root");
  if (which->flags & TOYFLAG_LOCALE) setlocale_env();
  if (which->flags & TOYFLAG_LINEBUF) setvbuf(stdout, 0, _IOLBF, 0);

  get_optflags();
}

static noreturn void run(struct toy_list *which, char **argv)
{
  toy_init(which, argv);
  which->toy_main();
  xexit();
}

static const char *install_dir(unsigned flags)
{
  if (flags & TOYFLAG_USR) return (flags & TOYFLAG_SBIN) ? "usr/sbin/" : "usr/bin/";
  if (flags & TOYFLAG_SBIN) return "sbin/";
  if (flags & TOYFLAG_BIN) return "bin/";
  return "";
}

// toybox [--long|--help|--version|COMMAND ARGS]
static noreturn void toybox_main(char **argv)
{
  struct toy_list *which;
  int i;

  toys.which = &multiplexer;
  toys.argv = argv;
  if (!argv[1]) {
    for (i = 0; i < toy_count; i++)
      printf("%s%s", i ? " " : "", toy_list[i].name);
    if (toy_count) putchar('\n');
    xexit();
  }
  if (!strcmp(argv[1], "--long")) {
    for (i = 0; i < toy_count; i++)
      printf("%s%s\n", install_dir(toy_list[i].flags), toy_list[i].name);
    xexit();
  }
  if (!strcmp(argv[1], "--version")) {
    xputs("toybox " TOYBOX_VERSION);
    xexit();
  }
  if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
    show_help(stdout, 1);
    xexit();
  }
  // (toybox help -a and such run the help command, where there is one)
  if (!strcmp(argv[1], "help") && !(argv[2] && *argv[2] == '-'
      && toy_find("help"))) {
    if (!argv[2]) {
      show_help(stdout, 1);
      xexit();
    }
    if (!(which = toy_find(argv[2]))) {
      toys.exitval = 127;
      error_exit("%s: no such command", argv[2]);
    }
    toys.which = which;
    show_help(stdout, 1);
    xexit();
  }
  if (*argv[1] == '-') {
    toys.exitval = 1;
    help_exit("unknown option '%s'", argv[1]);
  }

  // A name starting with toybox is the multiplexer again (toybox toybox ls)
  if (!strncmp(basename_r(argv[1]), "toybox", 6)) toybox_main(argv+1);
  if (!(which = toy_find(basename_r(argv[1])))) {
    toys.exitval = 127;
    error_exit("%s: no such command", argv[1]);
  }
  run(which, argv+1);
}

// In the sanitizer build, memory still allocated at exit is not a leak
// (commands exit, freeing everything): LeakSanitizer stays off even where
// ASAN_OPTIONS doesn't reach (env -i, setpriv, a make run by a test).
#ifdef TOYBOX_ASAN
const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
  return "detect_leaks=0";
}
#endif

// The fuzz harnesses (scripts/fuzz.sh) link with a main() of their own.
#ifndef TOYBOX_NOMAIN
int main(int argc, char *argv[])
{
  char *name = basename_r(argv[0] ? argv[0] : "toybox");
  struct toy_list *which;

  (void)argc;
  if (!argv[0]) argv = (char *[]){"toybox", 0};

#ifdef SINGLE_BUILD
  // A single-command binary is its command whatever it is called.
  if (toy_count == 1 && strcmp(name, toy_list->name)) which = toy_list;
  else
#endif
  // a login shell's argv[0] is "-sh"
  if (!(which = toy_find(name)) && *name == '-'
      && (!strcmp(name+1, "sh") || !strcmp(name+1, "bash")))
    which = toy_find(name+1);
  if (!which) {
    if (!strncmp(name, "toybox", 6)) toybox_main(argv);
    toys.which = &multiplexer;
    toys.exitval = 127;
    error_exit("%s: no such command", name);
  }
  run(which, argv);
}
#endif
