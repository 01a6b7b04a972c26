/* gpiod.c - gpiodetect, gpioinfo, gpioget, gpioset, gpiofind
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard: the syntax of libgpiod v1's tools, through the kernel's GPIO
 * character device (the v2 ioctls of linux/gpio.h, kernel 5.10+).

USE_GPIODETECT(NEWTOY(gpiodetect, ">0", TOYFLAG_USR|TOYFLAG_BIN))
USE_GPIOINFO(NEWTOY(gpioinfo, 0, TOYFLAG_USR|TOYFLAG_BIN))
USE_GPIOGET(NEWTOY(gpioget, "<1l(active-low)B(bias):", TOYFLAG_USR|TOYFLAG_BIN))
USE_GPIOSET(NEWTOY(gpioset, "<1b(background)l(active-low)B(bias):D(drive):m(mode):s(sec)#<0u(usec)#<0", TOYFLAG_USR|TOYFLAG_BIN))
USE_GPIOFIND(NEWTOY(gpiofind, "<1>1", TOYFLAG_USR|TOYFLAG_BIN))

config GPIODETECT
  bool "gpiodetect"
  default y
  help
    usage: gpiodetect

    List the GPIO chips: name, [label] and (number of lines).

config GPIOINFO
  bool "gpioinfo"
  default y
  help
    usage: gpioinfo [CHIP...]

    Show each line of the GPIO CHIPs (default all): offset, name, user,
    direction, active state and flags. CHIP is a number, a gpiochipN name,
    a /dev path or a chip's label.

config GPIOGET
  bool "gpioget"
  default y
  help
    usage: gpioget [-l] [-B BIAS] CHIP OFFSET...

    Read GPIO lines (as inputs) and print their values.

    -B	Bias: as-is (default), disable, pull-down, pull-up
    -l	Active low (1 means a low level)

config GPIOSET
  bool "gpioset"
  default y
  help
    usage: gpioset [-bl] [-B BIAS] [-D DRIVE] [-m MODE] [-s SEC] [-u USEC] CHIP OFFSET=VALUE...

    Drive GPIO lines (as outputs) to VALUE 0 or 1. The kernel lets go of
    them when gpioset exits, so MODE says when that is:
    exit (default): at once; wait: when a line is read from stdin;
    time: after SEC seconds and USEC microseconds; signal: on SIGINT/SIGTERM.

    -B	Bias: as-is (default), disable, pull-down, pull-up
    -b	Wait in the background (detach from the terminal)
    -D	Drive: push-pull (default), open-drain, open-source
    -l	Active low (1 means a low level)

config GPIOFIND
  bool "gpiofind"
  default y
  help
    usage: gpiofind NAME

    Print the chip and offset of the GPIO line called NAME (exit 1 if none).
*/

#define FOR_gpiodetect
#include "toys.h"
#include <sys/ioctl.h>

GLOBALS(
  char *B, *D, *m;
  long s, u;
)

// linux/gpio.h's v2 uAPI (musl builds have no kernel headers)
struct gpiochip_info { char name[32], label[32]; unsigned lines; };
struct gpio_attr {
  unsigned id, pad;
  unsigned long long val;
};
struct gpio_line_info {
  char name[32], consumer[32];
  unsigned offset, num_attrs;
  unsigned long long flags;
  struct gpio_attr attrs[10];
  unsigned pad[4];
};
struct gpio_line_request {
  unsigned offsets[64];
  char consumer[32];
  struct {
    unsigned long long flags;
    unsigned num_attrs, pad[5];
    struct { struct gpio_attr attr; unsigned long long mask; } attrs[10];
  } config;
  unsigned num_lines, event_buffer_size, pad[5];
  int fd;
};
struct gpio_values { unsigned long long bits, mask; };

#define GPIO_GET_CHIPINFO _IOR(0xB4, 0x01, struct gpiochip_info)
#define GPIO_GET_LINEINFO _IOWR(0xB4, 0x05, struct gpio_line_info)
#define GPIO_GET_LINE _IOWR(0xB4, 0x07, struct gpio_line_request)
#define GPIO_GET_VALUES _IOWR(0xB4, 0x0E, struct gpio_values)
#define GPIO_SET_VALUES _IOWR(0xB4, 0x0F, struct gpio_values)

enum { USED = 1, ACTIVE_LOW = 2, INPUT = 4, OUTPUT = 8, EDGE_RISING = 16,
  EDGE_FALLING = 32, OPEN_DRAIN = 64, OPEN_SOURCE = 128, PULL_UP = 256,
  PULL_DOWN = 512, BIAS_DISABLED = 1024 };

// The /dev/gpiochipN names, sorted by N
static char **gpio_chips(int *count)
{
  DIR *dir = opendir("/dev");
  struct dirent *de;
  char **list = 0, *t;
  int n = 0, i, j;

  while (dir && (de = readdir(dir))) {
    if (strncmp(de->d_name, "gpiochip", 8) || !isdigit(de->d_name[8])) continue;
    if (!(n&15)) list = xrealloc(list, (n+16)*sizeof(char *));
    list[n++] = xmprintf("/dev/%s", de->d_name);
  }
  if (dir) closedir(dir);
  for (i = 0; i<n; i++) for (j = i+1; j<n; j++)
    if (atoi(list[j]+13) < atoi(list[i]+13)) t = list[i], list[i] = list[j], list[j] = t;
  *count = n;

  return list;
}

static int gpio_info(int fd, struct gpiochip_info *ci)
{
  memset(ci, 0, sizeof(*ci));

  return ioctl(fd, GPIO_GET_CHIPINFO, ci);
}

// Open CHIP: a number, gpiochipN, a path, or a label; fills *ci
static int gpio_open(char *chip, struct gpiochip_info *ci)
{
  char *path, **list;
  int fd, n, i, err;

  if (strchr(chip, '/')) path = xstrdup(chip);
  else if (isdigit(*chip) && chip[strspn(chip, "0123456789")] == 0)
    path = xmprintf("/dev/gpiochip%s", chip);
  else path = xmprintf("/dev/%s", chip);
  if ((fd = open(path, O_RDWR)) != -1 || errno != ENOENT || strchr(chip, '/')) {
    if (fd == -1 || gpio_info(fd, ci)) perror_exit("%s", chip);
    free(path);
    return fd;
  }
  free(path);

  // by label
  err = ENOENT;
  list = gpio_chips(&n);
  for (i = 0, fd = -1; i<n; i++) {
    if (fd == -1 && (fd = open(list[i], O_RDWR)) != -1) {
      if (gpio_info(fd, ci) || strcmp(ci->label, chip)) {
        close(fd);
        fd = -1;
      }
    }
    free(list[i]);
  }
  free(list);
  if (fd == -1) {
    errno = err;
    perror_exit("%s", chip);
  }

  return fd;
}

static void line_info(int fd, unsigned offset, struct gpio_line_info *li)
{
  memset(li, 0, sizeof(*li));
  li->offset = offset;
  if (ioctl(fd, GPIO_GET_LINEINFO, li)) perror_exit("line %u", offset);
}

void gpiodetect_main(void)
{
  struct gpiochip_info ci;
  char **list;
  int n, i, fd;

  list = gpio_chips(&n);
  for (i = 0; i<n; i++) {
    if ((fd = open(list[i], O_RDWR)) == -1 || gpio_info(fd, &ci))
      perror_msg("%s", list[i]);
    else printf("%s [%s] (%u lines)\n", ci.name, ci.label, ci.lines);
    if (fd != -1) close(fd);
    free(list[i]);
  }
  free(list);
}

// A column: right-aligned in WIDTH, or after one space when too wide
static void column(int width, char *s)
{
  if (strlen(s) >= width) printf(" %s", s);
  else printf("%*s", width, s);
}

static void show_chip(char *chip)
{
  struct gpiochip_info ci;
  struct gpio_line_info li;
  int fd = gpio_open(chip, &ci), f;
  unsigned i;
  char *flag[] = {"used", "open-drain", "open-source", "pull-up", "pull-down",
    "bias-disabled"};
  int bits[] = {USED, OPEN_DRAIN, OPEN_SOURCE, PULL_UP, PULL_DOWN,
    BIAS_DISABLED}, any;

  printf("%s - %u lines:\n", ci.name, ci.lines);
  for (i = 0; i<ci.lines; i++) {
    line_info(fd, i, &li);
    printf("\tline %3u:", i);
    if (*li.name) sprintf(toybuf, "\"%.31s\"", li.name);
    else strcpy(toybuf, "unnamed");
    column(13, toybuf);
    if (!(li.flags & USED)) strcpy(toybuf, "unused");
    else sprintf(toybuf, "\"%.31s\"", *li.consumer ? li.consumer : "kernel");
    column(13, toybuf);
    column(8, (li.flags & OUTPUT) ? "output" : "input");
    printf("  %s", (li.flags & ACTIVE_LOW) ? "active-low" : "active-high");
    for (f = any = 0; f<6; f++) if (li.flags & bits[f])
      printf(any++ ? " %s" : " [%s", flag[f]);
    printf(any ? "]\n" : "\n");
  }
  close(fd);
}

#define CLEANUP_gpiodetect
#define FOR_gpioinfo
#include <generated/flags.h>

void gpioinfo_main(void)
{
  char **list, **arg;
  int n, i;

  if (*toys.optargs) for (arg = toys.optargs; *arg; arg++) show_chip(*arg);
  else {
    list = gpio_chips(&n);
    for (i = 0; i<n; i++) {
      show_chip(list[i]);
      free(list[i]);
    }
    free(list);
  }
}

// -B BIAS (and gpioset's -D DRIVE) as line flags
static unsigned long long gpio_flags(char *bias, char *drive, int low)
{
  unsigned long long f = low ? ACTIVE_LOW : 0;
  char *biases[] = {"as-is", "disable", "pull-down", "pull-up"},
    *drives[] = {"push-pull", "open-drain", "open-source"};
  int b[] = {0, BIAS_DISABLED, PULL_DOWN, PULL_UP},
    d[] = {0, OPEN_DRAIN, OPEN_SOURCE}, i;

  if (bias) {
    for (i = 0; i<4 && strcmp(bias, biases[i]); i++);
    if (i == 4) help_exit("bad bias '%s'", bias);
    f |= b[i];
  }
  if (drive) {
    for (i = 0; i<3 && strcmp(drive, drives[i]); i++);
    if (i == 3) help_exit("bad drive '%s'", drive);
    f |= d[i];
  }

  return f;
}

static unsigned gpio_offset(char *s, char *end)
{
  char *e;
  unsigned long n;

  errno = 0;
  n = strtoul(s, &e, 10);
  if (!isdigit(*s) || e != end || errno || n > UINT_MAX)
    help_exit("bad offset '%.*s'", (int)(end-s), s);

  return n;
}

// Request the lines: returns the line fd
static int gpio_request(int fd, struct gpio_line_request *req, int n,
  unsigned long long flags)
{
  req->num_lines = n;
  req->config.flags = flags;
  strcpy(req->consumer, toys.which->name);
  if (ioctl(fd, GPIO_GET_LINE, req)) perror_exit("can't request lines");
  close(fd);

  return req->fd;
}

#define CLEANUP_gpioinfo
#define FOR_gpioget
#include <generated/flags.h>

void gpioget_main(void)
{
  struct gpio_line_request req;
  struct gpiochip_info ci;
  struct gpio_values v = {0, 0};
  unsigned long long flags = gpio_flags(TT.B, 0, FLAG(l)) | INPUT;
  int n = toys.optc-1, i, fd;

  if (!n) help_exit("needs OFFSET");
  if (n > 64) help_exit("over 64 lines");
  memset(&req, 0, sizeof(req));
  for (i = 0; i<n; i++) {
    char *s = toys.optargs[i+1];

    req.offsets[i] = gpio_offset(s, s+strlen(s));
    v.mask |= 1ULL<<i;
  }
  fd = gpio_request(gpio_open(*toys.optargs, &ci), &req, n, flags);
  if (ioctl(fd, GPIO_GET_VALUES, &v)) perror_exit("can't read values");
  for (i = 0; i<n; i++) printf(&" %d"[!i], (int)((v.bits>>i)&1));
  xputc('\n');
  close(fd);
}

#define CLEANUP_gpioget
#define FOR_gpioset
#include <generated/flags.h>

void gpioset_main(void)
{
  struct gpio_line_request req;
  struct gpiochip_info ci;
  unsigned long long flags = gpio_flags(TT.B, TT.D, FLAG(l)) | OUTPUT, vals = 0;
  char *modes[] = {"exit", "wait", "time", "signal"}, *eq;
  int n = toys.optc-1, i, fd, mode = 0;
  struct timespec ts;

  if (TT.m) {
    for (mode = 0; mode<4 && strcmp(TT.m, modes[mode]); mode++);
    if (mode == 4) help_exit("bad mode '%s'", TT.m);
  }
  if ((FLAG(s) || FLAG(u)) && mode != 2) help_exit("-s and -u need -m time");
  if (FLAG(b) && (mode == 0 || mode == 1))
    help_exit("-b needs -m time or signal");
  if (!n) help_exit("needs OFFSET=VALUE");
  if (n > 64) help_exit("over 64 lines");
  memset(&req, 0, sizeof(req));
  for (i = 0; i<n; i++) {
    char *s = toys.optargs[i+1];

    if (!(eq = strchr(s, '='))) help_exit("bad OFFSET=VALUE '%s'", s);
    req.offsets[i] = gpio_offset(s, eq);
    if ((eq[1] != '0' && eq[1] != '1') || eq[2])
      help_exit("value not 0 or 1: '%s'", s);
    if (eq[1] == '1') vals |= 1ULL<<i;
  }
  req.config.num_attrs = 1;
  req.config.attrs[0].attr.id = 2;  // GPIO_V2_LINE_ATTR_ID_OUTPUT_VALUES
  req.config.attrs[0].attr.val = vals;
  req.config.attrs[0].mask = n == 64 ? ~0ULL : (1ULL<<n)-1;
  fd = gpio_request(gpio_open(*toys.optargs, &ci), &req, n, flags);

  if (FLAG(b) && daemon(0, 0)) perror_exit("background");
  if (mode == 1) {
    while ((i = getchar()) != EOF && i != '\n');
  } else if (mode == 2) {
    ts.tv_sec = TT.s+TT.u/1000000;
    ts.tv_nsec = (TT.u%1000000)*1000;
    while (nanosleep(&ts, &ts) && errno == EINTR);
  } else if (mode == 3) {
    sigset_t set;

    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigprocmask(SIG_BLOCK, &set, 0);
    sigwait(&set, &i);
  }
  close(fd);
}

#define CLEANUP_gpioset
#define FOR_gpiofind
#include <generated/flags.h>

void gpiofind_main(void)
{
  struct gpiochip_info ci;
  struct gpio_line_info li;
  char **list;
  int n, i, fd, found = 0;
  unsigned j;

  list = gpio_chips(&n);
  for (i = 0; i<n; i++) {
    if (!found && (fd = open(list[i], O_RDWR)) != -1) {
      if (!gpio_info(fd, &ci)) for (j = 0; j<ci.lines; j++) {
        line_info(fd, j, &li);
        if (!strcmp(li.name, *toys.optargs)) {
          printf("%s %u\n", ci.name, j);
          found++;
          break;
        }
      }
      close(fd);
    }
    free(list[i]);
  }
  free(list);
  toys.exitval = !found;
}
