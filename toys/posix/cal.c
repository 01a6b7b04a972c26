/* cal.c - show a calendar
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/cal.html

USE_CAL(NEWTOY(cal, ">3hmsy3[!3y][-ms]", TOYFLAG_USR|TOYFLAG_BIN))

config CAL
  bool "cal"
  default y
  help
    usage: cal [-3hmsy] [[[DAY] MONTH] YEAR]

    Show this month, or MONTH of YEAR, or all of YEAR (one argument).
    Before 14 September 1752 dates are in the Julian calendar, as Britain's.
    MONTH may be a number 1-12 or a name.

    -3  The months before and after too
    -h  Don't highlight today (only done on a terminal anyway)
    -m  Weeks start on Monday
    -s  Weeks start on Sunday (the default)
    -y  The whole year
*/

#define FOR_cal
#include "toys.h"

GLOBALS(
  int year, month, day, hl;
)

static char *months[] = {"January", "February", "March", "April", "May",
  "June", "July", "August", "September", "October", "November", "December"};

// Day of the week (0 Sunday) of y-m-d
static int weekday(int y, int m, int d)
{
  int gregorian = y > 1752 || (y == 1752 && (m > 9 || (m == 9 && d > 13))),
    k, j, h;

  if (m < 3) m += 12, y--;
  k = y%100;
  j = y/100;
  h = d+13*(m+1)/5+k+k/4+(gregorian ? j/4+5*j : 5+6*j);

  return (h+6)%7;
}

static int month_days(int y, int m)
{
  int leap = y > 1752 ? (!(y%4) && y%100) || !(y%400) : !(y%4);

  return m == 2 ? 28+leap : 30+((m+(m>7))&1);
}

// Fill lines (8 of 20 columns) with month m (1-12) of year y
static void fill_month(char lines[8][64], int y, int m, int show_year)
{
  char title[32], *s;
  int i, n = month_days(y, m), first = FLAG(m),
    start = (weekday(y, m, 1)+7-first)%7, cell, day;

  sprintf(title, show_year ? "%s %d" : "%s", months[m-1], y);
  i = (20-strlen(title))/2;
  sprintf(lines[0], "%*s%s%*s", i, "", title, (int)(20-i-strlen(title)), "");
  strcpy(lines[1], first ? "Mo Tu We Th Fr Sa Su" : "Su Mo Tu We Th Fr Sa");
  for (i = 2; i<8; i++) *lines[i] = 0;
  for (cell = 0, day = 1; cell<42; cell++) {
    s = lines[2+cell/7]+strlen(lines[2+cell/7]);
    if (cell%7) *s++ = ' ';
    if (cell < start || day > n) strcpy(s, "  ");
    else {
      if (TT.hl && y == TT.year && m == TT.month && day == TT.day)
        sprintf(s, "\e[7m%2d\e[27m", day);
      else sprintf(s, "%2d", day);
      // Britain went from 2 to 14 September 1752
      if (y == 1752 && m == 9 && day == 2) day = 14;
      else day++;
    }
  }
}

// Show count months side by side, starting with month m of year y
static void show_months(int y, int m, int count, int show_year)
{
  char lines[3][8][64];
  int i, j;

  for (i = 0; i<count; i++) {
    fill_month(lines[i], y, m, show_year);
    if (++m > 12) m = 1, y++;
  }
  for (j = 0; j<8; j++) {
    for (i = 0; i<count; i++) xprintf("%s%s", i ? "  " : "", lines[i][j]);
    xputc('\n');
  }
}

static int number(char *s, int low, int high, char *what)
{
  char *end;
  long l = strtol(s, &end, 10);

  if (*end || !*s || l < low || l > high)
    error_exit("illegal %s value: use %d-%d", what, low, high);

  return l;
}

void cal_main(void)
{
  time_t now = time(0);
  struct tm *tm = localtime(&now);
  char **arg = toys.optargs;
  int y, m, i;

  TT.year = y = tm->tm_year+1900;
  TT.month = m = tm->tm_mon+1;
  TT.day = tm->tm_mday;
  TT.hl = !FLAG(h) && isatty(1);
  if (toys.optc == 3) TT.day = number(*arg++, 1, 31, "day");
  if (toys.optc >= 2) {
    for (i = 0; i<12; i++) if (strlen(*arg) >= 3
      && !strncasecmp(*arg, months[i], strlen(*arg))) break;
    m = i<12 ? i+1 : number(*arg, 1, 12, "month");
    arg++;
  }
  if (toys.optc) y = number(*arg, 1, 9999, "year");
  if (toys.optc >= 2) {
    TT.year = y;
    TT.month = m;
    if (toys.optc == 2) TT.hl = 0;
  }

  if (FLAG(y) || toys.optc == 1) {
    xprintf("%*s%d\n", (64-numlen(y))/2, "", y);
    for (i = 1; i<=12; i += 3) {
      if (i > 1) xputc('\n');
      show_months(y, i, 3, 0);
    }
  } else if (FLAG(3)) {
    if (--m < 1) m = 12, y--;
    if (y < 1) error_exit("illegal year value: use 1-9999");
    show_months(y, m, 3, 1);
  } else show_months(y, m, 1, 1);
}
