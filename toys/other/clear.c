/* clear.c - clear the screen
 *
 * No standard (behaves as ncurses clear).

USE_CLEAR(NEWTOY(clear, ">0T:x", TOYFLAG_USR|TOYFLAG_BIN))

config CLEAR
  bool "clear"
  default y
  help
    usage: clear [-x] [-T TERM]

    Clear the screen, and its scrollback where the terminal can.

    -T  Terminal type (default $TERM)
    -x  Keep the scrollback
*/

#define FOR_clear
#include "toys.h"

GLOBALS(
  char *T;
)

void clear_main(void)
{
  char *term = TT.T ? TT.T : getenv("TERM"), *s;

  terminfo_xload(term);
  if (!(s = terminfo_get("clear"))) error_exit("terminal can't clear");
  terminfo_write(1, s);
  if (!FLAG(x) && (s = terminfo_get("E3"))) terminfo_write(1, s);
}
