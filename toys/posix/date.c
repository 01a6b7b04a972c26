/* date.c - show or set the date and time
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/date.html

USE_DATE(NEWTOY(date, ">1d:D:I;r:s:uR[!dr][!IR]", TOYFLAG_BIN))

config DATE
  bool "date"
  default y
  help
    usage: date [-uR] [-I[FMT]] [-r FILE] [-d DATE] [-D INFMT] [+FORMAT]
           date [-u] [-s DATE | MMDDhhmm[[CC]YY][.ss]]

    Show the date and time (now, or -d's or -r's), or set the clock (root).

    -d DATE  Show DATE instead of now (the formats below)
    -D FMT   Read -d's DATE (or the one to set) with strptime FMT
    -I[FMT]  ISO 8601: FMT is date (the default), hours, minutes, seconds
             or ns
    -r FILE  Show FILE's modification time
    -R       RFC 5322 (e-mail) format
    -s DATE  Set the clock to DATE
    -u       Universal time (UTC), as if TZ=UTC0

    DATE: @SECONDS[.FRAC], YYYY-MM-DD[ hh:mm[:ss[.frac]]] (or with T),
    hh:mm[:ss], each optionally followed by Z, UTC or +hh[:]mm;
    MMDDhhmm[[CC]YY][.ss]; "Mon, 14 Nov 2023 22:13:20 +0000" (RFC 5322);
    "Tue Nov 14 22:13:20 UTC 2023" (date's own output); now, today,
    MM/DD/YYYY[ hh:mm[:ss]]; yesterday, tomorrow, [next|last] WEEKDAY,
    "[+-]N UNIT [ago]" (UNIT: second minute hour day week fortnight month
    year), also after another DATE ("2024-01-31 +1 month").

    +FORMAT is strftime(3)'s, plus %N (nanoseconds, %3N for 3 digits), %:z
    %::z %:::z (zone as +hh:mm, +hh:mm:ss, +hh), %q (quarter), %P (am/pm),
    %s (seconds since 1970). After the %: - no padding, _ spaces, 0 zeros,
    ^ upper case, # opposite case, then a width.
*/

#define FOR_date
#include "toys.h"

GLOBALS(
  char *d, *D, *I, *r, *s;
)

// Write one conversion of +FORMAT with GNU's flags (flag is 0 or one of
// -_0^#) and width.
static void convert(char conv, int colons, char flag, int width,
  struct tm *tm, long nsec)
{
  char buf[128], fmt[3] = {'%', conv}, *s = buf, pad;
  long off = tm->tm_gmtoff, len;

  if (conv == 'N') {
    sprintf(buf, "%09ld", nsec);
    if (width > 0 && width < 9) buf[width] = 0;
    width = 0;
  } else if (conv == 'z' && colons) {
    char sign = off < 0 ? '-' : '+';

    if (off < 0) off = -off;
    if (colons == 2)
      sprintf(buf, "%c%02ld:%02ld:%02ld", sign, off/3600, off/60%60, off%60);
    else if (colons == 1 || off%3600)
      sprintf(buf, "%c%02ld:%02ld", sign, off/3600, off/60%60);
    else sprintf(buf, "%c%02ld", sign, off/3600);
  } else if (conv == 'q') sprintf(buf, "%d", tm->tm_mon/3+1);
  else if (conv == 'P') strcpy(buf, tm->tm_hour < 12 ? "am" : "pm");
  else if (conv == 'k' || conv == 'l')  // (not in musl's strftime)
    sprintf(buf, "%2d", conv == 'k' ? tm->tm_hour : (tm->tm_hour+11)%12+1);
  else if (conv == 's') {
    struct tm copy = *tm;

    sprintf(buf, "%lld", (long long)timegm(&copy)-off);
  } else if (!strftime(buf, sizeof(buf), fmt, tm)) *buf = 0;

  // Numbers lose the C library's padding and get ours (zeros, or spaces
  // for %e %k %l); names may change case. Both are padded to the width.
  len = strspn(buf, " 0");
  if (*buf && strchr("CdeHIjklmMSuUVwWgGyY", conv) && !buf[len+strspn(buf+len,
      "0123456789")]) {
    pad = strchr("ekl", conv) ? ' ' : '0';
    if (flag == '_' || flag == '0') pad = flag == '_' ? ' ' : '0';
    if (flag == '-') width = 0;
    else if (!width) width = strlen(buf);
    s = buf+len-!buf[len];
  } else {
    pad = flag == '0' ? '0' : ' ';
    if (flag == '^' || (flag == '#' && conv != 'Z' && conv != 'p'))
      for (s = buf; *s; s++) *s = toupper(*s);
    else if (flag == '#') for (s = buf; *s; s++) *s = tolower(*s);
    s = buf;
  }
  for (len = strlen(s); width-- > len;) xputc(pad);
  xputsn(s);
}

// Write +FORMAT for tm (with nsec nanoseconds) and a newline.
static void show(char *format, struct tm *tm, long nsec)
{
  char *f, flag;
  int width, colons;

  for (f = format; *f; f++) {
    if (*f != '%' || !f[1]) {
      xputc(*f);
      continue;
    }
    flag = width = colons = 0;
    if (strchr("-_0^#", *++f)) flag = *f++;
    while (isdigit(*f)) width = width < 9999 ? width*10+*f-'0' : width, f++;
    while (*f == ':') colons++, f++;
    if (!*f) break;
    if (*f == '%') xputc('%');
    else if (*f == 'n') xputc('\n');
    else if (*f == 't') xputc('\t');
    else convert(*f, colons, flag, width, tm, nsec);
  }
  xputc('\n');
}

// POSIX's MMDDhhmm[[CC]YY][.ss], or 0.
static int posix_date(char *str, struct timespec *ts)
{
  struct tm tm;
  time_t now = time(0);
  char *dot = strchr(str, '.');
  int len = dot ? dot-str : strlen(str), i, v[6];

  if ((len != 8 && len != 10 && len != 12) || strspn(str, "0123456789") != len)
    return 0;
  if (dot && (strlen(dot) != 3 || strspn(dot+1, "0123456789") != 2)) return 0;
  localtime_r(&now, &tm);
  for (i = 0; i < len/2; i++) v[i] = (str[2*i]-'0')*10+str[2*i+1]-'0';
  tm.tm_mon = v[0]-1;
  tm.tm_mday = v[1];
  tm.tm_hour = v[2];
  tm.tm_min = v[3];
  if (len == 10) tm.tm_year = v[4] < 69 ? v[4]+100 : v[4];
  if (len == 12) tm.tm_year = v[4]*100+v[5]-1900;
  tm.tm_sec = dot ? atoi(dot+1) : 0;

  return tm_to_timespec(&tm, 0, 0, ts);
}

// "[next|last|this] WEEKDAY" (3 letters or more of its name): midnight of
// that day (today counts as this one).
static int weekday(char *str, struct timespec *ts)
{
  char *names[] = {"sunday", "monday", "tuesday", "wednesday", "thursday",
    "friday", "saturday"};
  int dir = 0, want, diff;
  time_t now = time(0);
  struct tm tm;

  if (!strncmp(str, "next ", 5)) dir = 1, str += 5;
  else if (!strncmp(str, "last ", 5)) dir = -1, str += 5;
  else if (!strncmp(str, "this ", 5)) str += 5;
  for (want = 0; want < 7; want++)
    if (strlen(str) >= 3 && !strncasecmp(str, names[want], strlen(str))) break;
  if (want == 7) return 0;
  localtime_r(&now, &tm);
  diff = (want-tm.tm_wday+7)%7;
  if (dir > 0 && !diff) diff = 7;
  if (dir < 0) diff -= 7;
  tm.tm_mday += diff;
  tm.tm_hour = tm.tm_min = tm.tm_sec = 0;
  tm.tm_isdst = -1;
  ts->tv_sec = mktime(&tm);
  ts->tv_nsec = 0;

  return 1;
}

// Parse a date in any of the forms the help text lists (or by -D's format).
static int try_date(char *str, struct timespec *ts)
{
  char *formats[] = {"%a, %d %b %Y %H:%M:%S", "%d %b %Y %H:%M:%S",
    "%a %b %d %H:%M:%S %Y", "%b %d %Y", "%d %b %Y", "%m/%d/%Y",
    "%m/%d/%Y %H:%M:%S", "%m/%d/%Y %H:%M"}, *copy, *s, *end;
  struct tm tm;
  unsigned i;
  long offset = 0;
  int utc = 0, len;

  if (TT.D) {
    memset(&tm, 0, sizeof(tm));
    tm.tm_mday = 1;
    tm.tm_year = 70;
    if (!(end = strptime(str, TT.D, &tm)) || *end) return 0;
    return tm_to_timespec(&tm, 0, 0, ts);
  }
  if (!strcmp(str, "today")) str = "now";
  if (parse_date(str, ts) || posix_date(str, ts) || weekday(str, ts)) return 1;

  // The zone ourselves (C libraries differ on %z and %Z): " UTC" or " GMT"
  // anywhere, or a numeric one at the end; the rest through strptime().
  copy = xstrdup(str);
  for (i = 0; i < 2; i++) if ((s = strstr(copy, i ? " GMT" : " UTC"))
      && (!s[4] || s[4] == ' ')) {
    memmove(s, s+4, strlen(s+4)+1);
    utc = 1;
  }
  len = strlen(copy);
  if (len > 6 && (s = copy+len-5)[-1] == ' ' && strchr("+-", *s)
      && strspn(s+1, "0123456789") == 4) {
    offset = (*s == '-' ? -1 : 1)*(((s[1]-'0')*10+s[2]-'0')*3600
      + ((s[3]-'0')*10+s[4]-'0')*60);
    s[-1] = 0;
    utc = 1;
  }
  for (i = 0; i < sizeof(formats)/sizeof(*formats); i++) {
    memset(&tm, 0, sizeof(tm));
    if ((end = strptime(copy, formats[i], &tm)) && !*end
        && tm_to_timespec(&tm, utc, offset, ts)) break;
  }
  free(copy);

  return i < sizeof(formats)/sizeof(*formats);
}

static void get_date(char *str, struct timespec *ts)
{
  char *s, *base;
  int ok;

  if (try_date(str, ts)) return;
  // A date then a relative one ("2024-01-31 +1 month", "noon 2 days ago"?):
  // split at each space from the right
  if (!TT.D && *str != '@') for (s = str+strlen(str); s-- > str;) {
    if (*s != ' ') continue;
    base = xstrndup(str, s-str);
    ok = try_date(base, ts) && relative_to_date(s+1, ts);
    free(base);
    if (ok) return;
  }
  error_exit("invalid date '%s'", str);
}

void date_main(void)
{
  char *format = "%a %b %e %H:%M:%S %Z %Y", *set = 0;
  struct timespec ts;
  struct tm tm;

  if (FLAG(u)) setenv("TZ", "UTC0", 1), tzset();
  if (*toys.optargs) {
    if (**toys.optargs == '+') format = *toys.optargs+1;
    else if (TT.s || TT.d || TT.r || FLAG(I) || FLAG(R))
      error_exit("extra operand '%s'", *toys.optargs);
    else set = *toys.optargs;
  }
  if (FLAG(R)) format = "%a, %d %b %Y %H:%M:%S %z";
  if (FLAG(I)) {
    char *res[] = {"date", "hours", "minutes", "seconds", "ns"},
      *fmts[] = {"%Y-%m-%d", "%Y-%m-%dT%H%:z", "%Y-%m-%dT%H:%M%:z",
      "%Y-%m-%dT%H:%M:%S%:z", "%Y-%m-%dT%H:%M:%S,%N%:z"};
    int i;

    if (*toys.optargs) error_exit("extra operand '%s'", *toys.optargs);
    for (i = 0; i < 5; i++)
      if (!TT.I || (*TT.I && !strncmp(TT.I, res[i], strlen(TT.I)))) break;
    if (i == 5) error_exit("invalid argument '%s' for -I", TT.I);
    format = fmts[i];
  }

  if (TT.s || set) {
    if (TT.s) get_date(TT.s, &ts);
    else if (!(TT.D ? (get_date(set, &ts), 1) : posix_date(set, &ts)))
      error_exit("invalid date '%s'", set);
    if (clock_settime(CLOCK_REALTIME, &ts)) perror_exit("cannot set date");
  } else if (TT.r) {
    struct stat st;

    if (stat(TT.r, &st)) perror_exit("%s", TT.r);
    ts = st.st_mtim;
  } else if (TT.d) get_date(TT.d, &ts);
  else clock_gettime(CLOCK_REALTIME, &ts);

  if (!localtime_r(&ts.tv_sec, &tm)) error_exit("time %lld is out of range",
    (long long)ts.tv_sec);
  show(format, &tm, ts.tv_nsec);
}
