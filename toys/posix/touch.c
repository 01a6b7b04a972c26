/* touch.c - set file access and modification times, creating files
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/touch.html

USE_TOUCH(NEWTOY(touch, "<1ac(no-create)d(date):h(no-dereference)mr(reference):t:[!dtr]", TOYFLAG_BIN))

config TOUCH
  bool "touch"
  default y
  help
    usage: touch [-achm] [-d DATE | -t TIME | -r FILE] FILE...

    Set the access and modification times of each FILE to now (or the time
    given), creating empty files that don't exist. FILE "-" is stdout.

    -a    Change only the access time
    -m    Change only the modification time
    -c, --no-create  Don't create missing files
    -h    Change a symlink itself, not its target (implies -c)
    -d, --date DATE  Use DATE: YYYY-MM-DD[ HH:MM[:SS[.frac]]] (or a T instead
          of the space), HH:MM[:SS], @SECONDS[.frac]; Z, UTC or +HH:MM after
          it for UTC or an offset, local time otherwise; or relative to
          now: "-1 hour", "+2 days", "3 weeks ago", "yesterday"
    -r, --reference FILE  Use FILE's times
    -t TIME  Use TIME: [[CC]YY]MMDDhhmm[.ss], local time
*/

#define FOR_touch
#include "toys.h"

GLOBALS(
  char *d, *r, *t;
)

// POSIX's [[CC]YY]MMDDhhmm[.ss]
static void posix_stamp(char *str, struct timespec *ts)
{
  char *s = str, *dot = strchr(str, '.');
  int len = dot ? dot-str : (int)strlen(str), i, v[6], n = 0;
  struct tm tm;
  time_t now = time(0);

  localtime_r(&now, &tm);
  if ((len != 8 && len != 10 && len != 12) || (int)strspn(str, "0123456789")
      != len) goto bad;
  for (i = 0; i < len/2; i++, s += 2) v[n++] = (s[0]-'0')*10+s[1]-'0';
  i = 0;
  if (len == 12) tm.tm_year = v[0]*100+v[1]-1900, i = 2;
  else if (len == 10) tm.tm_year = v[0] < 69 ? v[0]+100 : v[0], i = 1;
  tm.tm_mon = v[i]-1;
  tm.tm_mday = v[i+1];
  tm.tm_hour = v[i+2];
  tm.tm_min = v[i+3];
  tm.tm_sec = 0;
  if (dot) {
    if (strlen(dot) != 3 || !isdigit((unsigned char)dot[1])
        || !isdigit((unsigned char)dot[2])) goto bad;
    tm.tm_sec = (dot[1]-'0')*10+dot[2]-'0';
    // POSIX allows a leap second: 60 is the next minute's 00
    if (tm.tm_sec == 60) tm.tm_sec = 59, n = -1;
  }
  if (tm_to_timespec(&tm, 0, 0, ts)) {
    if (n == -1) ts->tv_sec++;
    return;
  }
bad:
  error_exit("invalid date format '%s'", str);
}

void touch_main(void)
{
  struct timespec ts[2];
  char **ss;

  ts[0].tv_sec = ts[1].tv_sec = 0;
  ts[0].tv_nsec = ts[1].tv_nsec = UTIME_NOW;
  if (FLAG(d)) {
    if (!parse_date(TT.d, ts)) error_exit("invalid date format '%s'", TT.d);
    ts[1] = ts[0];
  } else if (FLAG(t)) {
    posix_stamp(TT.t, ts);
    ts[1] = ts[0];
  } else if (FLAG(r)) {
    struct stat st;

    if (stat(TT.r, &st)) perror_exit("failed to get attributes of '%s'", TT.r);
    ts[0] = st.st_atim;
    ts[1] = st.st_mtim;
  }
  // -a alone leaves the modification time, -m alone the access time.
  if (FLAG(a) && !FLAG(m)) ts[1].tv_nsec = UTIME_OMIT;
  if (FLAG(m) && !FLAG(a)) ts[0].tv_nsec = UTIME_OMIT;

  for (ss = toys.optargs; *ss; ss++) {
    int fd;

    if (!strcmp(*ss, "-")) {
      if (futimens(1, ts)) perror_msg("setting times of 'standard output'");
      continue;
    }
    if (!utimensat(AT_FDCWD, *ss, ts, FLAG(h) ? AT_SYMLINK_NOFOLLOW : 0))
      continue;
    if (errno == ENOENT) {
      if (FLAG(c) || FLAG(h)) continue;
      if ((fd = open(*ss, O_WRONLY|O_CREAT|O_NONBLOCK|O_NOCTTY|O_CLOEXEC,
          0666)) >= 0) {
        if (futimens(fd, ts)) perror_msg("setting times of '%s'", *ss);
        close(fd);
        continue;
      }
      perror_msg("cannot touch '%s'", *ss);
    } else perror_msg("setting times of '%s'", *ss);
  }
}
