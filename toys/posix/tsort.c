/* tsort.c - topological sort
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/tsort.html

USE_TSORT(NEWTOY(tsort, ">1", TOYFLAG_USR|TOYFLAG_BIN))

config TSORT
  bool "tsort"
  default y
  help
    usage: tsort [FILE]

    Read pairs of words "A B" (A comes before B) from FILE or stdin and
    print all the words in an order that honours every pair. A pair of the
    same word just adds that word.

    Words nothing comes before are printed first, in sorted order, then each
    word once what comes before it is out. A loop is reported on stderr
    ("input contains a loop:" and its words), broken, and the exit status
    is 1; an odd number of words is an error.
*/

#define FOR_tsort
#include "toys.h"

GLOBALS(
  long *hash, hsize, count;
  struct tsort_node *nodes;
)

struct tsort_node {
  char *name;
  long count, nsucc, npred, seen, *succ, *pred;
};

static unsigned long hashstr(char *s)
{
  unsigned long h = 5381;

  while (*s) h = h*33+(unsigned char)*s++;

  return h;
}

// Find or add a word; the hash holds index+1 into TT.nodes (0 empty).
static long lookup(char *name)
{
  unsigned long h;
  long i;

  if (TT.count*2 >= TT.hsize) {
    free(TT.hash);
    TT.hash = xzalloc(sizeof(long)*(TT.hsize = TT.hsize ? TT.hsize*2 : 64));
    for (i = 0; i < TT.count; i++) {
      h = hashstr(TT.nodes[i].name)&(TT.hsize-1);
      while (TT.hash[h]) h = (h+1)&(TT.hsize-1);
      TT.hash[h] = i+1;
    }
    TT.nodes = xrealloc(TT.nodes, sizeof(*TT.nodes)*TT.hsize/2);
  }
  for (h = hashstr(name)&(TT.hsize-1); (i = TT.hash[h]); h = (h+1)&(TT.hsize-1))
    if (!strcmp(TT.nodes[i-1].name, name)) return i-1;
  memset(TT.nodes+TT.count, 0, sizeof(*TT.nodes));
  TT.nodes[TT.count].name = name;
  TT.hash[h] = ++TT.count;

  return TT.count-1;
}

static void add_id(long **list, long *len, long id)
{
  if (!(*len&(*len-1))) *list = xrealloc(*list, sizeof(long)*(*len ? *len*2 : 1));
  (*list)[(*len)++] = id;
}

static int byname(const void *a, const void *b)
{
  return strcmp(TT.nodes[*(long *)a].name, TT.nodes[*(long *)b].name);
}

void tsort_main(void)
{
  char *name = toys.optc ? *toys.optargs : "-", *buf, *s, *word[2];
  long i, j, k, p, nwords = 0, *queue, qhead = 0, qtail = 0, *sorted, *path,
    done = 0;
  struct tsort_node *n;
  int fd = 0;
  off_t len = 0;

  if (strcmp(name, "-") && (fd = open(name, O_RDONLY|O_CLOEXEC)) < 0)
    perror_exit("%s", name);
  if (!(buf = readfd(fd, 0, &len))) perror_exit("%s", name);
  if (fd) close(fd);

  for (s = buf; s < buf+len;) {
    while (s < buf+len && (isspace((unsigned char)*s) || !*s)) *s++ = 0;
    if (s == buf+len) break;
    word[nwords++&1] = s;
    while (s < buf+len && *s && !isspace((unsigned char)*s)) s++;
    if (s < buf+len) *s++ = 0;
    if (!(nwords&1)) {
      i = lookup(word[0]);
      j = lookup(word[1]);
      if (i != j) {
        add_id(&TT.nodes[i].succ, &TT.nodes[i].nsucc, j);
        add_id(&TT.nodes[j].pred, &TT.nodes[j].npred, i);
        TT.nodes[j].count++;
      }
    }
  }
  if (nwords&1) error_exit("%s: input contains an odd number of tokens", name);

  sorted = xmalloc(sizeof(long)*(TT.count+1));
  queue = xmalloc(sizeof(long)*(TT.count+1));
  path = xmalloc(sizeof(long)*(TT.count+1));
  for (i = 0; i < TT.count; i++) sorted[i] = i;
  qsort(sorted, TT.count, sizeof(long), byname);
  for (i = 0; i < TT.count; i++)
    if (!TT.nodes[sorted[i]].count) queue[qtail++] = sorted[i];

  for (;;) {
    while (qhead < qtail) {
      n = TT.nodes+queue[qhead++];
      xprintf("%s\n", n->name);
      n->count = -1;
      done++;
      for (k = n->nsucc; k--;)
        if ((j = n->succ[k]) >= 0 && !--TT.nodes[j].count) queue[qtail++] = j;
    }
    if (done == TT.count) break;

    // A loop: from the first word left, walk back through what comes before
    // it until a word repeats. Report that cycle, cut the edge into it.
    for (i = 0; TT.nodes[sorted[i]].count <= 0; i++);
    for (j = sorted[i], k = 0; !TT.nodes[j].seen; k++) {
      n = TT.nodes+j;
      n->seen = k+1;
      path[k] = j;
      for (p = 0; p < n->npred; p++)
        if (n->pred[p] >= 0 && TT.nodes[n->pred[p]].count > 0) break;
      j = n->pred[p];
    }
    i = TT.nodes[j].seen-1;
    error_msg("%s: input contains a loop:", name);
    error_msg("%s", TT.nodes[path[i]].name);
    for (p = k-1; p > i; p--) error_msg("%s", TT.nodes[path[p]].name);
    for (p = 0; p < k; p++) TT.nodes[path[p]].seen = 0;

    // Cut path[i+1] -> path[i] (or the self edge of a one word loop)
    n = TT.nodes+path[i];
    j = path[i+1 < k ? i+1 : i];
    for (p = 0; p < n->npred; p++) if (n->pred[p] == j) break;
    n->pred[p] = -1;
    for (p = 0; p < TT.nodes[j].nsucc; p++)
      if (TT.nodes[j].succ[p] == path[i]) break;
    TT.nodes[j].succ[p] = -1;
    if (!--n->count) queue[qtail++] = path[i];
  }
  for (i = 0; i < TT.count; i++) {
    free(TT.nodes[i].succ);
    free(TT.nodes[i].pred);
  }
  free(TT.nodes);
  free(TT.hash);
  free(path);
  free(queue);
  free(sorted);
  free(buf);
}
