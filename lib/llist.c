/* llist.c - singly and doubly linked list helpers.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

// Call using() on each node of a list linked through its first member.
void llist_traverse(void *list, void (*using)(void *node))
{
  void *old = list;

  while (list) {
    void *pop = llist_pop(&list);

    using(pop);
    // A circular doubly linked list ends where it started.
    if (old == list) break;
  }
}

// Free an arg_list (the strings belong to argv).
void llist_free_arg(void *list)
{
  llist_traverse(list, free);
}

// Free a double_list and its data.
void llist_free_double(void *node)
{
  struct double_list *d = node;

  free(d->data);
  free(d);
}

// Remove and return the first node; list is a pointer to the list head.
void *llist_pop(void *list)
{
  void **llist = list, **next;

  if (!list || !*llist) return 0;
  next = *llist;
  *llist = *next;

  return next;
}

void *llist_reverse(void *list)
{
  void **old = list, **new = 0, **next;

  while (old) {
    next = *old;
    *old = new;
    new = old;
    old = next;
  }

  return new;
}

// Add to the end of a circular doubly linked list.
void dlist_add_nomalloc(struct double_list **list, struct double_list *new)
{
  if (*list) {
    new->next = *list;
    new->prev = (*list)->prev;
    (*list)->prev->next = new;
    (*list)->prev = new;
  } else *list = new->next = new->prev = new;
}

struct double_list *dlist_add(struct double_list **list, char *data)
{
  struct double_list *new = xmalloc(sizeof(struct double_list));

  new->data = data;
  dlist_add_nomalloc(list, new);

  return new;
}

// Remove and return the first node of a circular doubly linked list.
void *dlist_pop(void *list)
{
  struct double_list **pdlist = list, *dlist = *pdlist;

  if (!dlist) return 0;
  if (dlist->next == dlist) *pdlist = 0;
  else {
    dlist->next->prev = dlist->prev;
    dlist->prev->next = *pdlist = dlist->next;
  }

  return dlist;
}

// Make a circular list linear, returning its first node.
void *dlist_terminate(void *list)
{
  struct double_list *end = list;

  if (!end || !end->prev) return 0;
  end = end->prev;
  end->next->prev = 0;
  end->next = 0;

  return list;
}
