/* inprocess.c - run a command inside this process and come back: for the
 * fuzz harnesses (tests/fuzz/), which run a command thousands of times a
 * second, with no fork per run.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

// What a command allocated through lib/xwrap.c and didn't free is freed
// after its run, as its exit would have: a harness runs a command hundreds
// of thousands of times, and what each run left added up to gigabytes. The
// sanitizer's free hook takes what the command freed off the list. (Only
// the fuzz harnesses, which are built with the address sanitizer, need it.)
#ifdef TOYBOX_ASAN
#define TRACK_ALLOCS
#endif

#ifdef TRACK_ALLOCS
// (sanitizer/allocator_interface.h: clang has it, gcc doesn't)
int __sanitizer_install_malloc_and_free_hooks(
  void (*malloc_hook)(const volatile void *, size_t),
  void (*free_hook)(const volatile void *));
// An open-addressed set of the pointers: 0 is a free slot, 1 a deleted one
static struct { void **p; size_t size, used; int on; } held;

static size_t held_slot(const volatile void *p)
{
  return ((uintptr_t)p>>4)*0x9E3779B97F4A7C15ULL>>7;
}

static void held_add(void *p)
{
  size_t i;

  if (!held.on || !p) return;
  if (2*(held.used+1) > held.size) {
    void **old = held.p;
    size_t j, size = held.size;

    // (not noted while the set is rebuilt: the free hook would look in it)
    held.on = 0;
    held.size = size ? 2*size : 4096;
    held.p = calloc(held.size, sizeof(void *));
    if (!held.p) abort();
    held.used = 0;
    held.on = 1;
    for (j = 0; j < size; j++) if ((uintptr_t)old[j] > 1) held_add(old[j]);
    held.on = 0;
    free(old);
    held.on = 1;
  }
  for (i = held_slot(p)&(held.size-1); (uintptr_t)held.p[i] > 1;
    i = (i+1)&(held.size-1)) if (held.p[i] == p) return;
  if (!held.p[i]) held.used++;
  held.p[i] = p;
}

static void held_free_hook(const volatile void *p)
{
  size_t i;

  if (!held.on || !held.size) return;
  for (i = held_slot(p)&(held.size-1); held.p[i]; i = (i+1)&(held.size-1))
    if (held.p[i] == p) {
      held.p[i] = (void *)1;
      return;
    }
}

// (the sanitizer installs the pair only: this one has nothing to do)
static void held_malloc_hook(const volatile void *p, size_t size)
{
}

// After a run: free what's left, and empty the set
static void held_release(void)
{
  size_t i;

  held.on = 0;
  for (i = 0; i < held.size; i++) {
    if ((uintptr_t)held.p[i] > 1) free(held.p[i]);
    held.p[i] = 0;
  }
  held.used = 0;
}
#endif

// Reset the state every command starts from: toys, the GLOBALS() union, the
// scratch buffers, stdout's error flag.
void toy_reset(struct toy_list *which, char **argv)
{
  memset(&toys, 0, sizeof(toys));
  memset(&this, 0, sizeof(this));
  memset(toybuf, 0, sizeof(toybuf));
  memset(libbuf, 0, sizeof(libbuf));
  clearerr(stdout);
  clearerr(stdin);
  toys.which = which;
  toys.argv = argv;
}

// Run argv (argv[0] names the command) and return its exit status:
// error_exit() and xexit() longjmp back here through toys.rebound. Returns
// 127 for an unknown command. With parse_only, stop after the options.
// Files the command opened and left open (it exited mid-file) are closed,
// the option parser's memory is freed; other memory it didn't free stays
// allocated.
int toy_inprocess(char **argv, int parse_only)
{
  struct toy_list *which = toy_find(basename_r(argv[0]));

  return which ? toy_run_which(which, argv, parse_only) : 127;
}

// The same for a given command table entry (the option parser's harness
// makes its own, with option strings of its own).
int toy_run_which(struct toy_list *which, char **argv, int parse_only)
{
  jmp_buf jb;
  char open[256];
  int fd;

  for (fd = 0; fd < (int)sizeof(open); fd++) open[fd] = fcntl(fd, F_GETFD) != -1;
#ifdef TRACK_ALLOCS
  if (!xalloc_note) {
    if (!__sanitizer_install_malloc_and_free_hooks(held_malloc_hook,
      held_free_hook)) abort();
    xalloc_note = held_add;
  }
  held.on = 1;
#endif
  toy_reset(which, argv);
  toys.rebound = &jb;
  if (!setjmp(jb)) {
    get_optflags();
    if (!parse_only) which->toy_main();
    xflush(1);
  }
  toys.rebound = 0;
  free_optflags();
  fflush(stdout);
  clearerr(stdout);
  for (fd = 3; fd < (int)sizeof(open); fd++)
    if (!open[fd] && fcntl(fd, F_GETFD) != -1) close(fd);
#ifdef TRACK_ALLOCS
  held_release();
#endif

  return toys.exitval;
}
