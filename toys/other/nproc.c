/* nproc.c - print the number of processors
 *
 * no standard

USE_NPROC(NEWTOY(nproc, ">0(all)(ignore)#<0", TOYFLAG_USR|TOYFLAG_BIN))

config NPROC
  bool "nproc"
  default y
  help
    usage: nproc [--all] [--ignore=N]

    Print how many processors this process may run on (its CPU affinity
    mask, further limited by $OMP_NUM_THREADS and $OMP_THREAD_LIMIT).

    --all       All processors the system has, online or not
    --ignore=N  N fewer, but at least 1
*/

#define FOR_nproc
#include "toys.h"

GLOBALS(
  long ignore;
)

// A positive number from an environment variable (the first of a list), or 0
static long omp_env(char *name)
{
  char *s = getenv(name), *end;
  long l;

  if (!s) return 0;
  while (isspace((unsigned char)*s)) s++;
  errno = 0;
  l = strtol(s, &end, 10);
  while (isspace((unsigned char)*end)) end++;
  if (end == s || errno || l < 1 || (*end && *end != ',')) return 0;

  return l;
}

// Every processor the kernel knows (/sys/devices/system/cpu/cpuN), online
// or not: musl's _SC_NPROCESSORS_CONF only counts the ones we may run on.
static long cpus_configured(void)
{
  DIR *dir = opendir("/sys/devices/system/cpu");
  struct dirent *de;
  long count = 0;
  char *s;

  if (dir) {
    while ((de = readdir(dir))) {
      if (strncmp(de->d_name, "cpu", 3) || !isdigit((unsigned char)de->d_name[3]))
        continue;
      for (s = de->d_name+3; isdigit((unsigned char)*s); s++);
      if (!*s) count++;
    }
    closedir(dir);
  }

  return count ? count : sysconf(_SC_NPROCESSORS_CONF);
}

void nproc_main(void)
{
  long count = 0, limit;

  if (FLAG(all)) count = cpus_configured();
  else if (!(count = omp_env("OMP_NUM_THREADS"))) {
    int size;

    // The affinity mask, in a set big enough for the machine
    for (size = 1024; size <= 1<<20; size *= 2) {
      cpu_set_t *set = CPU_ALLOC(size);
      size_t bytes = CPU_ALLOC_SIZE(size);

      if (!sched_getaffinity(0, bytes, set)) count = CPU_COUNT_S(bytes, set);
      CPU_FREE(set);
      if (count || errno != EINVAL) break;
    }
    if (count < 1) count = sysconf(_SC_NPROCESSORS_ONLN);
  }
  if (!FLAG(all) && (limit = omp_env("OMP_THREAD_LIMIT")) && count > limit)
    count = limit;
  if (count < 1) count = 1;
  count = (TT.ignore < count) ? count-TT.ignore : 1;
  xprintf("%ld\n", count);
}
