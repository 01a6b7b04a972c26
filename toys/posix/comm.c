/* comm.c - compare two sorted files line by line
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/comm.html

USE_COMM(NEWTOY(comm, "<2>2(output-delimiter):(check-order)(nocheck-order)(total)123z(zero-terminated)", TOYFLAG_USR|TOYFLAG_BIN))

config COMM
  bool "comm"
  default y
  help
    usage: comm [-123z] [--output-delimiter STR] [--[no]check-order] [--total] FILE1 FILE2

    Read two sorted files (- is stdin) and print three columns: lines only
    in FILE1, lines only in FILE2, and lines in both.

    -1 -2 -3	Don't print column 1, 2 or 3
    -z	Lines end with NUL, not newline
    --output-delimiter	Separate columns with STR (default tab)
    --check-order	Stop at lines out of order (default: warn, exit 1)
    --nocheck-order	Don't check the order
    --total	Print the number of lines in each column, then "total"
*/

#define FOR_comm
#include "toys.h"

GLOBALS(
  char *output_delimiter;
)

struct cin {
  FILE *fp;
  char *name;
  char *line, *prev;
  size_t size, psize, plen;
  ssize_t len;
  int warned;
};

static int eol;

static int cmp(char *a, size_t al, char *b, size_t bl)
{
  int r = memcmp(a, b, al<bl ? al : bl);

  return r ? r : (al>bl)-(al<bl);
}

// Read the next line of file i, checking the order.
static void next(struct cin *in, int i)
{
  if (in->len >= 0 && in->line) {
    if (in->psize < (size_t)in->len+1)
      in->prev = xrealloc(in->prev, in->psize = in->len+1);
    memcpy(in->prev, in->line, in->plen = in->len);
  }
  in->len = getdelim(&in->line, &in->size, eol, in->fp);
  if (in->len < 0 && ferror(in->fp)) perror_exit("%s", in->name);
  if (in->len > 0 && in->line[in->len-1] == eol) in->len--;
  if (in->len >= 0 && in->prev && !FLAG(nocheck_order)
      && cmp(in->prev, in->plen, in->line, in->len) > 0 && !in->warned) {
    if (FLAG(check_order)) error_exit("file %d is not in sorted order", i+1);
    error_msg("file %d is not in sorted order", i+1);
    in->warned = 1;
  }
}

static void show(int col, char *s, size_t len)
{
  char *d = FLAG(output_delimiter) ? TT.output_delimiter : "\t";
  int i;

  if ((col == 0 && FLAG(1)) || (col == 1 && FLAG(2)) || (col == 2 && FLAG(3)))
    return;
  for (i = 0; i<col; i++)
    if (!((i == 0 && FLAG(1)) || (i == 1 && FLAG(2)))) fputs(d, stdout);
  fwrite(s, 1, len, stdout);
  putchar(eol);
}

void comm_main(void)
{
  struct cin in[2];
  long long count[3] = {0, 0, 0};
  int i;

  eol = FLAG(z) ? 0 : '\n';
  memset(in, 0, sizeof(in));
  for (i = 0; i<2; i++) {
    char *name = toys.optargs[i];

    in[i].name = name;
    if (!strcmp(name, "-")) in[i].fp = stdin;
    else if (!(in[i].fp = fopen(name, "r"))) perror_exit("%s", name);
  }
  next(in, 0);
  next(in+1, 1);
  while (in[0].len >= 0 || in[1].len >= 0) {
    int r;

    if (in[0].len < 0) r = 1;
    else if (in[1].len < 0) r = -1;
    else r = cmp(in[0].line, in[0].len, in[1].line, in[1].len);
    if (r < 0) {
      show(0, in[0].line, in[0].len);
      count[0]++;
      next(in, 0);
    } else if (r > 0) {
      show(1, in[1].line, in[1].len);
      count[1]++;
      next(in+1, 1);
    } else {
      show(2, in[0].line, in[0].len);
      count[2]++;
      next(in, 0);
      next(in+1, 1);
    }
  }
  if (FLAG(total)) {
    char *d = FLAG(output_delimiter) ? TT.output_delimiter : "\t";

    printf("%lld%s%lld%s%lld%stotal", count[0], d, count[1], d, count[2], d);
    putchar(eol);
  }
  if (in[0].warned || in[1].warned) error_msg("input is not in sorted order");
  for (i = 0; i<2; i++) {
    free(in[i].line);
    free(in[i].prev);
  }
}
