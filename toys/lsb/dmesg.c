/* dmesg.c - show or control the kernel's message buffer
 *
 * See https://refspecs.linuxfoundation.org/LSB_4.1.0/LSB-Core-generic/LSB-Core-generic/dmesg.html

USE_DMESG(NEWTOY(dmesg, ">0n:s#<1=131072cCkrStTwx[!Ttr][!Cc][!Sw][!cw]", TOYFLAG_BIN))

config DMESG
  bool "dmesg"
  default y
  help
    usage: dmesg [-CcSkrtTwx] [-n LEVEL] [-s SIZE]

    Print the kernel's messages (from /dev/kmsg, or syslog(2) where that
    can't be read), as "[SECONDS.MICROSECONDS] MESSAGE".

    -C  Clear the buffer
    -c  Print, then clear the buffer
    -k  Only kernel messages (not ones userspace wrote to /dev/kmsg)
    -n  Set the level of messages printed to the console (1-8 or a name:
        emerg alert crit err warn notice info debug)
    -r  Raw: the <PRIORITY> prefix, no decoding
    -S  Use syslog(2) rather than /dev/kmsg
    -s  Buffer SIZE for syslog(2) (default 131072)
    -t  No time stamps
    -T  Time stamps as dates ([Sun Dec  6 14:05:31 2026])
    -w  Wait for new messages (follow)
    -x  Show the facility and level ("kern  :notice: ")
*/

#define FOR_dmesg
#include "toys.h"
#include <sys/klog.h>

GLOBALS(
  char *n;
  long s;

  double boot;
)

static char *levels[] = {"emerg", "alert", "crit", "err", "warn", "notice",
  "info", "debug"};

// Print one message with priority pri and time stamp usec (-1: none
// known). Control characters but tab show as \xHH, and lines after a
// newline line up under the first.
static void show(int pri, long long usec, char *msg, int len)
{
  int fac = pri>>3, indent = 0, i;
  char *facs[] = {"kern", "user", "mail", "daemon", "auth", "syslog", "lpr",
    "news", "uucp", "cron", "authpriv", "ftp", "res0", "res1", "res2", "res3",
    "local0", "local1", "local2", "local3", "local4", "local5", "local6",
    "local7"}, *s = toybuf;

  if (FLAG(k) && fac) return;
  if (FLAG(r)) s += sprintf(s, "<%d>", pri);
  else if (FLAG(x)) s += sprintf(s, "%-6s:%-6s: ", fac<24 ? facs[fac] : "",
    levels[pri&7]);
  if (usec >= 0 && !FLAG(t)) {
    if (FLAG(T)) {
      time_t t = TT.boot+usec/1000000;

      s += strftime(s, 64, "[%a %b %e %H:%M:%S %Y] ", localtime(&t));
    } else s += sprintf(s, "[%5lld.%06lld] ", usec/1000000, usec%1000000);
  }
  indent = s-toybuf;
  xprintf("%s", toybuf);
  for (i = 0; i<len; i++) {
    unsigned char c = msg[i];

    if (c == '\n') xprintf("\n%*s", indent, "");
    else if (c == '\t' || (c >= ' ' && c != 127)) xputc(c);
    else xprintf("\\x%02x", c);
  }
  xputc('\n');
}

// The kernel writes bytes below space, 127 and over and \ as \xHH: decode
// them in place. Returns the new length.
static int unescape_kmsg(char *msg)
{
  char *in = msg, *out = msg;
  unsigned c;
  int n;

  while (*in) {
    if (*in == '\\' && in[1] == 'x' && 1 == sscanf(in+2, "%2x%n", &c, &n)
        && n == 2) {
      *out++ = c;
      in += 4;
    } else *out++ = *in++;
  }

  return out-msg;
}

// The syslog(2) text: "<PRI>[ SECONDS.USEC] MESSAGE" lines
static void syslog_read(void)
{
  char *buf = xmalloc(TT.s+1), *s, *nl, *end;
  int len = klogctl(FLAG(c) ? 4 : 3, buf, TT.s);

  if (len < 0) perror_exit("read kernel buffer failed");
  buf[len] = 0;
  for (s = buf; s < buf+len; s = nl+1) {
    long long usec = -1, sec, frac;
    int pri = 6, n = 0;

    if (!(nl = strchr(s, '\n'))) nl = buf+len;
    if (*s == '<' && (pri = strtol(s+1, &end, 10), *end == '>')) s = end+1;
    if (2 == sscanf(s, "[%lld.%lld]%n", &sec, &frac, &n) && n) {
      usec = sec*1000000+frac;
      s += n;
      if (*s == ' ') s++;
    }
    show(pri, usec, s, nl-s);
  }
  free(buf);
}

void dmesg_main(void)
{
  int fd, len, following = 0;
  char *buf, *msg, *end;
  struct timespec now, up;

  if (FLAG(n)) {
    long level;

    for (level = 0; level<8; level++) if (!strcmp(TT.n, levels[level])) break;
    if (level == 8) {
      level = strtol(TT.n, &end, 10)-1;
      if (*end || !*TT.n || level < 0 || level > 7)
        error_exit("unknown level '%s'", TT.n);
    }
    if (klogctl(8, 0, level+1)) perror_exit("klogctl failed");

    return;
  }
  if (FLAG(C)) {
    if (klogctl(5, 0, 0)) perror_exit("clear kernel buffer failed");

    return;
  }
  clock_gettime(CLOCK_REALTIME, &now);
  clock_gettime(CLOCK_BOOTTIME, &up);
  TT.boot = now.tv_sec+now.tv_nsec/1e9-up.tv_sec-up.tv_nsec/1e9;

  // -c reads and clears in one syslog(2) call
  if (FLAG(S) || FLAG(c)
      || (fd = open("/dev/kmsg", O_RDONLY|O_NONBLOCK)) == -1) {
    if (FLAG(w)) perror_exit("/dev/kmsg");
    syslog_read();

    return;
  }
  buf = xmalloc(8192);
  for (;;) {
    long long seq, usec;
    int pri, n = 0;

    if ((len = read(fd, buf, 8191)) < 0) {
      if (errno == EPIPE || errno == EINTR) continue;
      if (errno != EAGAIN) perror_exit("read /dev/kmsg");
      if (!FLAG(w)) break;
      // following: from now on wait for each line, and show it at once
      xflush(1);
      fcntl(fd, F_SETFL, 0);
      following++;
      continue;
    }
    buf[len] = 0;
    // PRI,SEQ,USEC,FLAGS;MESSAGE\n then " KEY=VALUE" lines
    if (3 != sscanf(buf, "%d,%lld,%lld,%*[^;];%n", &pri, &seq, &usec, &n)
        || !n) continue;
    msg = buf+n;
    if (!(end = strchr(msg, '\n'))) end = msg+strlen(msg);
    *end = 0;
    show(pri, usec, msg, unescape_kmsg(msg));
    if (following) xflush(1);
  }
  close(fd);
  free(buf);
}
