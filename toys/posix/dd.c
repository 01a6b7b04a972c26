/* dd.c - copy and convert blocks of data
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/dd.html

USE_DD(NEWTOY(dd, 0, TOYFLAG_USR|TOYFLAG_BIN))

config DD
  bool "dd"
  default y
  help
    usage: dd [if=FILE] [of=FILE] [ibs=N obs=N | bs=N] [count=N] [skip=N] [seek=N] [conv=LIST] [iflag=LIST] [oflag=LIST] [status=LEVEL]

    Copy a file (default stdin to stdout) in blocks, converting on the way.

    if=FILE     Read FILE instead of stdin
    of=FILE     Write FILE instead of stdout
    bs=N        Read and write N bytes at a time (each block read is written
                as it is, partial or not, unless conv= changes the data)
    ibs=N       Input block size (default 512)
    obs=N       Output block size (default 512): output is reblocked to it
    cbs=N       Conversion block size, for conv=block and unblock
    count=N     Copy only N input blocks
    skip=N      Skip N input blocks first (also iseek=N)
    seek=N      Skip N output blocks first (also oseek=N)
    conv=LIST   Comma separated conversions:
      notrunc     Don't truncate the output file
      noerror     Continue after read errors
      sync        Pad each partial input block to ibs with NULs
      fsync       Write file data and metadata to disk before exiting
      fdatasync   Write file data to disk before exiting
      excl        Fail if the output file exists
      nocreat     Don't create the output file
      lcase       Change upper case to lower case
      ucase       Change lower case to upper case
      ascii       EBCDIC to ASCII (then unblock, with cbs=)
      ebcdic      ASCII to EBCDIC (after block, with cbs=)
      ibm         ASCII to IBM's EBCDIC (after block, with cbs=)
      swab        Swap each pair of input bytes
      block       Lines to records of cbs bytes: newline gone, padded with
                  spaces, longer lines cut (and counted)
      unblock     Records of cbs bytes to lines: trailing spaces gone,
                  newline added
    iflag=LIST  Comma separated input flags:
      count_bytes count= is in bytes     skip_bytes  skip= is in bytes
      fullblock   Read until a whole input block arrives (or EOF)
      direct dsync sync nonblock noatime noctty nofollow: open(2) flags
    oflag=LIST  Comma separated output flags:
      append      Append to the output (use with conv=notrunc)
      seek_bytes  seek= is in bytes
      direct dsync sync nonblock noatime noctty nofollow: open(2) flags
    status=LEVEL  none: no statistics, noxfer: only record counts,
                  progress: also show the transfer once a second

    N may have a suffix: c (1), w (2), b (512), kB (1000), K or KiB (1024),
    MB, M or MiB, GB, G, T, P, E alike, and be a product like 2x512.
    The statistics go to stderr at the end, and whenever dd gets SIGUSR1.
*/

#define FOR_dd
#include "toys.h"

GLOBALS(
  char *iname, *oname;
  int ifd, ofd, status, progressed;
  unsigned conv, iflag, oflag;
  long long ibs, obs, cbs, count, skip, seek;
  unsigned long long in_full, in_part, out_full, out_part, bytes, truncated;
  char *obuf, *itab, *otab;
  long long olen, col, spaces;
  int cut;
  struct timespec start;
  long long last;
)

// conv= bits
#define C_NOTRUNC   (1<<0)
#define C_NOERROR   (1<<1)
#define C_SYNC      (1<<2)
#define C_FSYNC     (1<<3)
#define C_FDATASYNC (1<<4)
#define C_EXCL      (1<<5)
#define C_NOCREAT   (1<<6)
#define C_LCASE     (1<<7)
#define C_UCASE     (1<<8)
#define C_SWAB      (1<<9)
#define C_BLOCK     (1<<10)
#define C_UNBLOCK   (1<<11)
#define C_ASCII     (1<<12)
#define C_EBCDIC    (1<<13)
#define C_IBM       (1<<14)

// iflag= / oflag= bits (the low ones match the open flags table below)
#define F_DIRECT     (1<<0)
#define F_DSYNC      (1<<1)
#define F_SYNC       (1<<2)
#define F_NONBLOCK   (1<<3)
#define F_NOATIME    (1<<4)
#define F_NOCTTY     (1<<5)
#define F_NOFOLLOW   (1<<6)
#define F_APPEND     (1<<7)
#define F_COUNTBYTES (1<<8)
#define F_SKIPBYTES  (1<<9)
#define F_FULLBLOCK  (1<<10)
#define F_SEEKBYTES  (1<<11)

// ASCII to EBCDIC (POSIX's table). conv=ascii uses it backwards; conv=ibm
// differs in these places: ibm[ibmfix[2*i]] = ibmfix[2*i+1].
static char ebcdic[] =
    "\x00\x01\x02\x03\x37\x2d\x2e\x2f\x16\x05\x25\x0b\x0c\x0d\x0e\x0f"
    "\x10\x11\x12\x13\x3c\x3d\x32\x26\x18\x19\x3f\x27\x1c\x1d\x1e\x1f"
    "\x40\x5a\x7f\x7b\x5b\x6c\x50\x7d\x4d\x5d\x5c\x4e\x6b\x60\x4b\x61"
    "\xf0\xf1\xf2\xf3\xf4\xf5\xf6\xf7\xf8\xf9\x7a\x5e\x4c\x7e\x6e\x6f"
    "\x7c\xc1\xc2\xc3\xc4\xc5\xc6\xc7\xc8\xc9\xd1\xd2\xd3\xd4\xd5\xd6"
    "\xd7\xd8\xd9\xe2\xe3\xe4\xe5\xe6\xe7\xe8\xe9\xad\xe0\xbd\x9a\x6d"
    "\x79\x81\x82\x83\x84\x85\x86\x87\x88\x89\x91\x92\x93\x94\x95\x96"
    "\x97\x98\x99\xa2\xa3\xa4\xa5\xa6\xa7\xa8\xa9\xc0\x4f\xd0\x5f\x07"
    "\x20\x21\x22\x23\x24\x15\x06\x17\x28\x29\x2a\x2b\x2c\x09\x0a\x1b"
    "\x30\x31\x1a\x33\x34\x35\x36\x08\x38\x39\x3a\x3b\x04\x14\x3e\xe1"
    "\x41\x42\x43\x44\x45\x46\x47\x48\x49\x51\x52\x53\x54\x55\x56\x57"
    "\x58\x59\x62\x63\x64\x65\x66\x67\x68\x69\x70\x71\x72\x73\x74\x75"
    "\x76\x77\x78\x80\x8a\x8b\x8c\x8d\x8e\x8f\x90\x6a\x9b\x9c\x9d\x9e"
    "\x9f\xa0\xaa\xab\xac\x4a\xae\xaf\xb0\xb1\xb2\xb3\xb4\xb5\xb6\xb7"
    "\xb8\xb9\xba\xbb\xbc\xa1\xbe\xbf\xca\xcb\xcc\xcd\xce\xcf\xda\xdb"
    "\xdc\xdd\xde\xdf\xea\xeb\xec\xed\xee\xef\xfa\xfb\xfc\xfd\xfe\xff";
static char ibmfix[] = "\x5e\x5f\x7e\xa1\xcb\x9a\xd5\xad\xe5\xbd";

static char *convs[] = {"notrunc", "noerror", "sync", "fsync", "fdatasync",
  "excl", "nocreat", "lcase", "ucase", "swab", "block", "unblock", "ascii",
  "ebcdic", "ibm", 0};
static char *flags[] = {"direct", "dsync", "sync", "nonblock", "noatime",
  "noctty", "nofollow", "append", "count_bytes", "skip_bytes", "fullblock",
  "seek_bytes", 0};

static int open_flags(unsigned f)
{
  int fl[] = {O_DIRECT, O_DSYNC, O_SYNC, O_NONBLOCK, O_NOATIME, O_NOCTTY,
    O_NOFOLLOW, O_APPEND}, i, ret = 0;

  for (i = 0; i < 8; i++) if (f & (1<<i)) ret |= fl[i];

  return ret;
}

static noreturn void bad(char *what, char *arg)
{
  help_exit("invalid %s: '%s'", what, arg);
}

// A number with dd's suffixes, products with x allowed: 2x512, 1kx2.
static long long dd_number(char *str, long long min)
{
  long long val = 1, n, mult;
  char *s = str, *end;

  for (;;) {
    if (!isdigit(*s)) goto fail;
    errno = 0;
    n = strtoll(s, &end, 10);
    if (errno) goto fail;
    s = end;
    mult = 1;
    if (*s && strchr("cwb", *s)) mult = *s=='c' ? 1 : *s=='w' ? 2 : 512, s++;
    else if (*s == 'B') s++;
    // dd's only lower case unit is k
    else if (*s && strchr("kKMGTPE", *s)) mult = size_suffix(&s);
    else if (*s && *s != 'x') goto fail;
    if (n && mult > LLONG_MAX/n) goto fail;
    n *= mult;
    if (n && val > LLONG_MAX/n) goto fail;
    val *= n;
    if (!*s) break;
    if (*s++ != 'x') goto fail;
  }
  if (val >= min) return val;
fail:
  error_exit("invalid number: '%s'", str);
}

static unsigned dd_list(char *what, char **names, char *arg)
{
  unsigned ret = 0;
  char *s = arg, *comma;
  int i, len;

  for (;;) {
    comma = strchr(s, ',');
    len = comma ? comma-s : (int)strlen(s);
    for (i = 0; names[i]; i++)
      if (strlen(names[i]) == len && !strncmp(names[i], s, len)) break;
    if (!names[i]) bad(what, xstrndup(s, len));
    ret |= 1<<i;
    if (!comma) break;
    s = comma+1;
  }

  return ret;
}

// round() for the sizes and rates here, which are never negative (without
// libm: a toybox that starts without loading it starts faster).
static double rnd(double x)
{
  return (double)(unsigned long long)(x+0.5);
}

// Sizes like GNU dd: 3 significant digits, rounded to nearest.
static void human(char *buf, double val, int base, char *units, int rate)
{
  int u = 0;

  if (rate) val /= base, u++;
  while (val >= base && units[u+1]) val /= base, u++;
  if (val < (rate ? 100 : 10)) {
    if (rnd(val*10)/10 < (rate ? 100 : 10)) {
      sprintf(buf, "%.1f", rnd(val*10)/10);
      goto unit;
    }
  }
  if (rnd(val) >= base && units[u+1]) {
    val = rnd(val)/base;
    u++;
    sprintf(buf, "%.1f", val);
  } else sprintf(buf, "%.0f", rnd(val));
unit:
  buf += strlen(buf);
  sprintf(buf, " %c%s", units[u], base == 1024 ? "iB" : "B");
  if (!units[u] || units[u] == ' ') sprintf(buf, " B");
}

static void show_bytes(int progress)
{
  struct timespec now;
  double secs;
  char si[32], iec[32], rate[32];

  clock_gettime(CLOCK_MONOTONIC, &now);
  secs = nanodiff(&TT.start, &now)/1e9;
  fprintf(stderr, "%s%llu byte%s", progress ? "\r" : "", TT.bytes,
    TT.bytes == 1 ? "" : "s");
  if (TT.bytes >= 1000) {
    human(si, TT.bytes, 1000, " kMGTPEZY", 0);
    fprintf(stderr, " (%s", si);
    if (TT.bytes >= 1024) {
      human(iec, TT.bytes, 1024, " KMGTPEZY", 0);
      fprintf(stderr, ", %s", iec);
    }
    fputc(')', stderr);
  }
  if (secs > 0) human(rate, TT.bytes/secs, 1000, " kMGTPEZY", 1);
  else strcpy(rate, "Infinity B");
  if (progress) fprintf(stderr, " copied, %.0f s, %s/s", (double)(unsigned long long)secs, rate);
  else fprintf(stderr, " copied, %g s, %s/s\n", secs, rate);
}

static void show_stats(void)
{
  if (TT.status == 1) return;
  if (TT.progressed) fputc('\n', stderr);
  TT.progressed = 0;
  fprintf(stderr, "%llu+%llu records in\n%llu+%llu records out\n",
    TT.in_full, TT.in_part, TT.out_full, TT.out_part);
  if (TT.truncated) fprintf(stderr, "%llu truncated record%s\n", TT.truncated,
    TT.truncated == 1 ? "" : "s");
  if (TT.status != 2) show_bytes(0);
}

static void check_signal(void)
{
  if (toys.signal) {
    toys.signal = 0;
    show_stats();
  }
  if (TT.status == 3) {
    long long now = millitime();

    if (now-TT.last >= 1000) {
      TT.last = now;
      show_bytes(1);
      TT.progressed = 1;
    }
  }
}

static void catch_usr1(int sig)
{
  toys.signal = sig;
}

// What is left of count= (-1: no count) after an input record of n bytes
static long long count_left(long long left, long long n)
{
  if (left > 0 && (left -= (TT.iflag & F_COUNTBYTES) ? n : 1) < 0) left = 0;

  return left;
}

static noreturn void die(void)
{
  show_stats();
  toys.exitval = 1;
  xexit();
}

// Write one output record. Returns 0 if it didn't all go.
static void dd_write(char *buf, long long len)
{
  long long done = 0;
  ssize_t w;

  while (done < len) {
    w = write(TT.ofd, buf+done, len-done);
    if (w < 0) {
      if (errno == EINTR) {
        check_signal();
        continue;
      }
      // The last short block can't go through O_DIRECT: drop the flag.
      if (errno == EINVAL && (TT.oflag & F_DIRECT)) {
        TT.oflag &= ~F_DIRECT;
        fcntl(TT.ofd, F_SETFL, fcntl(TT.ofd, F_GETFL) & ~O_DIRECT);
        continue;
      }
      perror_msg("error writing '%s'", TT.oname);
      die();
    }
    done += w;
    TT.bytes += w;
  }
  if (len == TT.obs) TT.out_full++;
  else TT.out_part++;
}

// Add to the output, writing each block of obs bytes as it fills.
static void dd_out(char *p, long long n)
{
  long long i;

  while (n) {
    long long take = TT.obs-TT.olen;

    if (take > n) take = n;
    memcpy(TT.obuf+TT.olen, p, take);
    // conv=ebcdic, ibm translate the output (after block)
    if (TT.otab) for (i = TT.olen; i < TT.olen+take; i++)
      TT.obuf[i] = TT.otab[(unsigned char)TT.obuf[i]];
    TT.olen += take;
    p += take;
    n -= take;
    if (TT.olen == TT.obs) {
      dd_write(TT.obuf, TT.olen);
      TT.olen = 0;
    }
  }
}

static void dd_spaces(long long n)
{
  char sp[256];

  memset(sp, ' ', sizeof(sp));
  for (; n > 0; n -= sizeof(sp)) dd_out(sp, n < sizeof(sp) ? n : sizeof(sp));
}

// conv=block: each line (a newline or the end ends it) becomes a record of
// cbs bytes. Called with n = 0 at the end of the input.
static void dd_block(char *p, long long n)
{
  char *nl;
  long long len, take;

  if (!n && (TT.col || TT.cut)) dd_spaces(TT.cbs-TT.col), TT.col = TT.cut = 0;
  while (n) {
    len = (nl = memchr(p, '\n', n)) ? nl-p : n;
    if (!TT.cut) {
      take = TT.cbs-TT.col;
      if (take > len) take = len;
      dd_out(p, take);
      TT.col += take;
      if (take < len) TT.cut = 1, TT.truncated++;
    }
    if (!nl) break;
    dd_spaces(TT.cbs-TT.col);
    TT.col = TT.cut = 0;
    n -= len+1;
    p = nl+1;
  }
}

// conv=unblock: each record of cbs bytes becomes a line, without its
// trailing spaces (which wait in TT.spaces until something else comes).
static void dd_unblock(char *p, long long n)
{
  long long take, i, run;

  if (!n && TT.col) {
    dd_out("\n", 1);
    TT.col = TT.spaces = 0;
  }
  while (n) {
    take = TT.cbs-TT.col;
    if (take > n) take = n;
    for (i = 0; i < take; i += run) {
      for (run = 0; i+run < take && p[i+run] == ' '; run++);
      if (run) TT.spaces += run;
      else {
        for (; i+run < take && p[i+run] != ' '; run++);
        if (TT.spaces) dd_spaces(TT.spaces), TT.spaces = 0;
        dd_out(p+i, run);
      }
    }
    if ((TT.col += take) == TT.cbs) {
      dd_out("\n", 1);
      TT.col = TT.spaces = 0;
    }
    p += take;
    n -= take;
  }
}

// Read up to len bytes (all of them for fullblock). -1 on error.
static long long dd_read(char *buf, long long len)
{
  long long done = 0;
  ssize_t r;

  while (done < len) {
    r = read(TT.ifd, buf+done, len-done);
    if (r < 0) {
      if (errno == EINTR) {
        check_signal();
        continue;
      }
      if (!done) return -1;
      break;
    }
    if (!r) break;
    done += r;
    if (!(TT.iflag & F_FULLBLOCK)) break;
  }

  return done;
}

// Warnings don't change the exit status
static void warn(char *msg, char *name)
{
  int rc = toys.exitval;

  error_msg(msg, name);
  toys.exitval = rc;
}

// (The name quoted only if the shell would need it, as GNU)
static void skip_warn(void)
{
  char *s = quote_name(TT.iname, 0);

  warn("%s: cannot skip to specified offset", s);
  free(s);
}

void dd_main(void)
{
  char **arg, *ops[] = {"if", "of", "bs", "ibs", "obs", "cbs", "count",
    "skip", "seek", "iseek", "oseek", "conv", "iflag", "oflag", "status", 0};
  char *ibuf, *obuf = 0, *s, *p;
  long long bs = 0, left = -1, n, skip, seek;
  int i, direct, held = -1, pad;
  struct stat st;

  TT.ibs = TT.obs = 512;
  TT.ifd = 0;
  TT.ofd = 1;
  TT.iname = "standard input";
  TT.oname = "standard output";
  for (arg = toys.optargs; *arg; arg++) {
    if (!(s = strchr(*arg, '='))) help_exit("unrecognized operand '%s'", *arg);
    for (i = 0; ops[i]; i++)
      if (strlen(ops[i]) == s-*arg && !strncmp(ops[i], *arg, s-*arg)) break;
    s++;
    switch (i) {
    case 0: TT.iname = s; TT.ifd = -1; break;
    case 1: TT.oname = s; TT.ofd = -1; break;
    case 2: bs = dd_number(s, 1); break;
    case 3: TT.ibs = dd_number(s, 1); break;
    case 4: TT.obs = dd_number(s, 1); break;
    case 5: TT.cbs = dd_number(s, 1); break;
    case 6: left = TT.count = dd_number(s, 0); break;
    case 7: case 9: TT.skip = dd_number(s, 0); break;
    case 8: case 10: TT.seek = dd_number(s, 0); break;
    case 11: TT.conv |= dd_list("conversion", convs, s); break;
    case 12: TT.iflag |= dd_list("input flag", flags, s); break;
    case 13: TT.oflag |= dd_list("output flag", flags, s); break;
    case 14:
      if (!strcmp(s, "none")) TT.status = 1;
      else if (!strcmp(s, "noxfer")) TT.status = 2;
      else if (!strcmp(s, "progress")) TT.status = 3;
      else if (!strcmp(s, "default")) TT.status = 0;
      else bad("status level", s);
      break;
    default: help_exit("unrecognized operand '%s'", *arg);
    }
  }
  if ((TT.conv & C_LCASE) && (TT.conv & C_UCASE))
    error_exit("cannot combine lcase and ucase");
  if ((TT.conv & C_EXCL) && (TT.conv & C_NOCREAT))
    error_exit("cannot combine excl and nocreat");
  i = TT.conv & (C_ASCII|C_EBCDIC|C_IBM);
  if (i & (i-1)) error_exit("cannot combine any two of {ascii,ebcdic,ibm}");
  if ((TT.conv & C_BLOCK) && (TT.conv & C_UNBLOCK))
    error_exit("cannot combine block and unblock");
  if (i) {
    TT.itab = TT.otab = xmalloc(256);
    if (i == C_ASCII) {
      for (i = 0; i < 256; i++) TT.itab[(unsigned char)ebcdic[i]] = i;
      if (TT.conv & C_BLOCK) error_exit("cannot combine block and unblock");
      TT.conv |= C_UNBLOCK;
      TT.otab = 0;
    } else {
      memcpy(TT.otab, ebcdic, 256);
      if (i == C_IBM) for (i = 0; i < sizeof(ibmfix)-1; i += 2)
        TT.otab[(unsigned char)ibmfix[i]] = ibmfix[i+1];
      if (TT.conv & C_UNBLOCK) error_exit("cannot combine block and unblock");
      TT.conv |= C_BLOCK;
      TT.itab = 0;
    }
  }
  // Without cbs= there are no records to convert (as GNU)
  if (!TT.cbs) TT.conv &= ~(C_BLOCK|C_UNBLOCK);
  // conv=sync pads records with spaces, lines with NULs
  pad = (TT.conv & (C_BLOCK|C_UNBLOCK)) ? ' ' : 0;
  if ((TT.oflag & F_APPEND) && !(TT.conv & C_NOTRUNC))
    warn("you probably want conv=notrunc with oflag=append", 0);
  if (TT.iflag & (F_APPEND|F_SEEKBYTES)) bad("input flag",
    TT.iflag & F_APPEND ? "append" : "seek_bytes");
  if (TT.oflag & (F_COUNTBYTES|F_SKIPBYTES|F_FULLBLOCK)) bad("output flag",
    TT.oflag & F_COUNTBYTES ? "count_bytes" : TT.oflag & F_SKIPBYTES
    ? "skip_bytes" : "fullblock");
  if (bs) TT.ibs = TT.obs = bs;
  // bs= alone writes each block as read; anything else reblocks to obs.
  direct = bs && !(TT.conv & (C_LCASE|C_UCASE|C_SWAB|C_BLOCK|C_UNBLOCK))
    && !TT.otab;

  clock_gettime(CLOCK_MONOTONIC, &TT.start);
  TT.last = millitime();
  xsignal(SIGUSR1, catch_usr1);

  if (TT.ifd) {
    TT.ifd = open(TT.iname, O_RDONLY|open_flags(TT.iflag));
    if (TT.ifd < 0) perror_exit("failed to open '%s'", TT.iname);
  } else if (TT.iflag & 127)
    fcntl(0, F_SETFL, fcntl(0, F_GETFL) | open_flags(TT.iflag & ~F_NOFOLLOW));
  skip = (TT.iflag & F_SKIPBYTES) ? TT.skip : TT.skip*TT.ibs;
  seek = (TT.oflag & F_SEEKBYTES) ? TT.seek : TT.seek*TT.obs;
  if (TT.ofd != 1) {
    int fl = O_WRONLY|open_flags(TT.oflag);

    if (!(TT.conv & C_NOCREAT)) fl |= O_CREAT;
    if (TT.conv & C_EXCL) fl |= O_EXCL;
    TT.ofd = open(TT.oname, fl, 0666);
    if (TT.ofd < 0) perror_exit("failed to open '%s'", TT.oname);
  } else if (TT.oflag & 255)
    fcntl(1, F_SETFL, fcntl(1, F_GETFL) | open_flags(TT.oflag & ~F_NOFOLLOW));

  // Skip input: seek where possible, else read and throw away.
  if (skip && !fstat(TT.ifd, &st) && S_ISREG(st.st_mode)
      && lseek(TT.ifd, 0, SEEK_CUR)+skip > st.st_size)
    skip_warn();
  if (skip && lseek(TT.ifd, skip, SEEK_CUR) == -1) {
    ibuf = xbigalloc(TT.ibs);
    while (skip) {
      n = dd_read(ibuf, skip < TT.ibs ? skip : TT.ibs);
      if (n < 0) {
        perror_msg("error reading '%s'", TT.iname);
        die();
      }
      if (!n) {
        skip_warn();
        break;
      }
      skip -= n;
    }
    xbigfree(ibuf, TT.ibs);
  }

  // Seek output: seek where possible (truncating there), else write NULs.
  if (seek && lseek(TT.ofd, seek, SEEK_CUR) == -1) {
    obuf = xbigalloc(TT.obs);
    while (seek) {
      n = seek < TT.obs ? seek : TT.obs;
      if (writeall(TT.ofd, obuf, n) != n) {
        perror_msg("error writing '%s'", TT.oname);
        die();
      }
      seek -= n;
    }
    xbigfree(obuf, TT.obs);
    obuf = 0;
  }
  if (!(TT.conv & C_NOTRUNC) && !fstat(TT.ofd, &st) && S_ISREG(st.st_mode)) {
    off_t pos = lseek(TT.ofd, 0, SEEK_CUR);

    if (pos != -1 && ftruncate(TT.ofd, pos) && TT.ofd != 1)
      perror_msg("failed to truncate to %lld bytes in output file '%s'",
        (long long)pos, TT.oname);
  }

  // Whole blocks from a regular file with nothing to convert: the kernel
  // moves them (sendfile), never copying them through a buffer of ours. A
  // regular file's reads are whole blocks but the last, so the record counts
  // come out the same. On any error the loop below takes over the same block
  // and reports it.
  if (direct && !TT.itab && !(TT.conv & (C_SYNC|C_NOERROR))
      && !((TT.iflag|TT.oflag) & F_DIRECT) && !fstat(TT.ifd, &st)
      && S_ISREG(st.st_mode)) while (left) {
    long long want = TT.ibs, done = 0;
    ssize_t r = 0;

    if ((TT.iflag & F_COUNTBYTES) && left < want) want = left;
    check_signal();
    while (done < want) {
      if ((r = sendfile(TT.ofd, TT.ifd, 0, want-done)) > 0) done += r;
      else if (r || errno != EINTR) break;
      else check_signal();
    }
    if (done) {
      TT.bytes += done;
      if (done == TT.ibs) TT.in_full++, TT.out_full++;
      else TT.in_part++, TT.out_part++;
      left = count_left(left, done);
    }
    if (r <= 0) break;
  }

  ibuf = (char *)xbigalloc(TT.ibs+4096)+4096; // aligned for O_DIRECT
  if (!direct) TT.obuf = xbigalloc(TT.obs);

  while (left) {
    long long want = TT.ibs;

    if ((TT.iflag & F_COUNTBYTES) && left < want) want = left;
    check_signal();
    n = dd_read(ibuf, want);
    if (n < 0) {
      perror_msg("error reading '%s'", TT.iname);
      if (!(TT.conv & C_NOERROR)) die();
      // Step over the bad block where the input can seek.
      lseek(TT.ifd, want, SEEK_CUR);
      TT.in_part++;
      if (!(TT.conv & C_SYNC)) continue;
      memset(ibuf, pad, want);
      n = want;
    } else if (!n) break;
    else {
      if (n == TT.ibs) TT.in_full++;
      else TT.in_part++;
      if ((TT.conv & C_SYNC) && n < TT.ibs) {
        memset(ibuf+n, pad, TT.ibs-n);
        n = TT.ibs;
      }
    }
    left = count_left(left, n);

    // Swap pairs across block boundaries: an odd last byte waits for the
    // next block (ibuf has a byte in front of it for that).
    p = ibuf;
    if (TT.conv & C_SWAB) {
      char c;

      if (held >= 0) *--p = held, n++;
      for (i = 0; i+1 < n; i += 2) c = p[i], p[i] = p[i+1], p[i+1] = c;
      held = (n&1) ? (unsigned char)p[--n] : -1;
    }
    // conv=ascii translates the input (before unblock)
    if (TT.itab) for (i = 0; i < n; i++) p[i] = TT.itab[(unsigned char)p[i]];
    if (TT.conv & (C_LCASE|C_UCASE)) {
      int up = TT.conv & C_UCASE;

      for (i = 0; i < n; i++)
        p[i] = up ? toupper(p[i]) : tolower(p[i]);
    }

    if (direct) dd_write(p, n);
    else if (TT.conv & C_BLOCK) dd_block(p, n);
    else if (TT.conv & C_UNBLOCK) dd_unblock(p, n);
    else dd_out(p, n);
  }
  if (held >= 0) {
    char c = held;

    if (TT.conv & C_BLOCK) dd_block(&c, 1);
    else if (TT.conv & C_UNBLOCK) dd_unblock(&c, 1);
    else dd_out(&c, 1);
  }
  if (TT.conv & C_BLOCK) dd_block(0, 0);
  if (TT.conv & C_UNBLOCK) dd_unblock(0, 0);
  if (TT.olen) dd_write(TT.obuf, TT.olen);

  if (((TT.conv & C_FSYNC) && fsync(TT.ofd) && errno != EINVAL)
      || ((TT.conv & C_FDATASYNC) && fdatasync(TT.ofd) && errno != EINVAL)) {
    perror_msg("fsync failed for '%s'", TT.oname);
    die();
  }
  if (TT.ofd != 1 && close(TT.ofd)) {
    perror_msg("closing output file '%s'", TT.oname);
    die();
  }
  show_stats();
}
