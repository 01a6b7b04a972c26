#!/usr/bin/env bats
# sh's line editor in vi mode (set -o vi), through tmux like
# sh_interactive.bats (helpers in interactive.bash). The steps wait for each
# line of the screen or column of the cursor they expect (5 s at most). What
# they expect is what bash 5 does with the same keys: VIBASH=1 runs each
# test's steps in bash first (readline's wait after a lone Esc makes that
# run slow and sometimes off by a key). Where bash differs (r of a multibyte
# character garbles the line, ^C after Esc is drawn over the cursor's
# character) the steps follow vi.

load helper
load interactive

# wantcur COLUMN: wait until the cursor is in COLUMN (from 0)
wantcur()
{
  local i c
  for i in $(seq 250); do
    c=$(tmux -L "$SOCK" display -p '#{cursor_x}')
    [ "$c" = "$1" ] && return 0
    sleep 0.02
  done
  printf 'cursor in column %s, not %s, on:\n%s\n' "$c" "$1" \
    "$(tmux -L "$SOCK" capture-pane -p)" >&2
  return 1
}

# both STEPS: run the function STEPS in bash, then in our shell
both()
{
  ENVS=HISTFILE=/dev/null
  if command -v bash >/dev/null; then
    echo "in bash:" >&2
    start bash --norc --noprofile -i
    DELAY=${BDELAY:-0.05} "$1"
    tmux -L "$SOCK" kill-server
  fi
  [ -n "$ONLYBASH" ] && return
  echo "in sh:" >&2
  start
  "$1"
}

# keys as in interactive.bash, after $DELAY (for bash: see both)
keys() { [ -z "$DELAY" ] || sleep $DELAY; tmux -L "$SOCK" send-keys "$@"; }

# both STEPS: run the function STEPS in our shell; with VIBASH=1 in bash
# first (where the expected lines and columns came from). bash gets its keys
# slowly (DELAY 0.6 s): readline waits after a lone Esc, and a count typed
# ahead of its redisplay sometimes counts for less.
# (HISTORY: lines for a history file the shells start with)
both()
{
  ENVS=HISTFILE=/dev/null
  if [ -n "$VIBASH" ]; then
    echo "in bash:" >&2
    # (a file of its own: bash writes it as it ends)
    [ -z "$HISTORY" ] || printf '%s\n' "$HISTORY" > hfb
    [ -z "$HISTORY" ] || ENVS="HISTFILE=hfb HISTSIZE=3"
    start bash --norc --noprofile -i
    DELAY=0.6 "$1"
    tmux -L "$SOCK" kill-server
  fi
  [ -z "$HISTORY" ] || printf '%s\n' "$HISTORY" > hf
  [ -z "$HISTORY" ] || ENVS="HISTFILE=hf HISTSIZE=3"
  start
  "$1"
}

# vimode: set -o vi, wait for the next prompt
vimode()
{
  keys 'set -o vi' Enter
  want '^\$ set -o vi$'
  wantlast '^\$$'
}

# done: Enter and wait for the prompt after the output line OUT
ran()
{
  keys Enter
  want "^$1\$"
  wantlast '^\$$'
}

steps_insert()
{
  vimode
  keys 'echo abc' Escape
  wantcur 9
  keys i X Escape
  wantcur 9
  keys a Y Escape
  wantcur 10
  keys A d Escape
  wantcur 12
  keys I 'true; ' Escape
  wantcur 7
  want '^\$ true; echo abXYcd$'
  ran abXYcd
}

@test "vi: Esc moves left into command mode; i a I A insert" {
  both steps_insert
}

steps_motions()
{
  vimode
  keys 'echo one two-three  four.five' Escape
  wantcur 30
  keys 0
  wantcur 2
  keys w
  wantcur 7
  keys 3w
  wantcur 15
  keys W
  wantcur 22
  keys b
  wantcur 15
  keys B
  wantcur 11
  keys e
  wantcur 13
  keys 2e
  wantcur 19
  keys E
  wantcur 30
  keys ^
  wantcur 2
  keys '$'
  wantcur 30
  keys 3h
  wantcur 27
  keys 2l
  wantcur 29
  keys 9l
  wantcur 30
  keys 0 5l Space
  wantcur 8
  keys 9b
  wantcur 2
  keys 9w
  wantcur 30
  ran 'one two-three four.five'
}

@test "vi: motions h l w W b B e E 0 ^ \$ Space, with counts" {
  both steps_motions
}

steps_find()
{
  vimode
  keys 'echo a[b{c}d]e a[b]' Escape 0
  wantcur 2
  keys fa
  wantcur 7
  keys '\;'
  wantcur 17
  keys ,
  wantcur 7
  keys 2fb
  wantcur 19
  keys Fa
  wantcur 17
  keys 0 'f['
  wantcur 8
  keys %
  wantcur 14
  keys %
  wantcur 8
  keys tc
  wantcur 10
  keys 'T['
  wantcur 9
  keys 0 '2f[' i Z Escape
  wantcur 18
  ran 'a\[b\{c\}d\]e aZ\[b\]'
}

@test "vi: f F t T ; , and % find characters" {
  both steps_find
}

steps_delete()
{
  vimode
  keys 'echo one two three four five six' Escape 0 w
  wantcur 7
  keys dw
  want '^\$ echo two three four five six$'
  keys 2dw
  want '^\$ echo four five six$'
  keys 2dw
  want '^\$ echo six$'
  keys b de
  want '^\$  six$'
  keys u u 0 w w db
  want '^\$ echo five six$'
  keys '$' dFf
  want '^\$ echo x$'
  wantcur 7
  keys u 0 dtx
  want '^\$ x$'
  keys u 0 dfs
  want '^\$ ix$'
  keys u 0 'd$'
  want '^\$$'
  keys u 0 cw 'echo X' Escape
  want '^\$ echo X five six$'
  ran 'X five six'
}

@test "vi: d with motions and counts (dw 2dw de db d\$ dF dt df), cw" {
  both steps_delete
}

steps_shortcuts()
{
  vimode
  keys 'echo abcdefgh' Escape 0 w x
  want '^\$ echo bcdefgh$'
  keys 3x
  want '^\$ echo efgh$'
  keys '$' X
  want '^\$ echo efh$'
  wantcur 9
  keys 2X
  want '^\$ echo h$'
  keys ra
  want '^\$ echo a$'
  keys 0 3rx
  want '^\$ xxxo a$'
  keys u 0 '~~'
  want '^\$ ECho a$'
  wantcur 4
  keys 9~
  want '^\$ ECHO A$'
  wantcur 7
  keys 0 w D
  want '^\$ ECHO$'
  wantcur 6
  keys C 'Z' Escape
  want '^\$ ECHOZ$'
  keys 0 3s e Escape
  want '^\$ eOZ$'
  keys S 'echo new' Escape 0 w 2s 'ol' Escape
  want '^\$ echo olw$'
  ran olw
}

@test "vi: x X r ~ D C s S with counts" {
  both steps_shortcuts
}

steps_change()
{
  vimode
  keys 'echo one two three' Escape b
  wantcur 15
  keys cb 'X' Escape
  want '^\$ echo one Xthree$'
  keys 0 w c2w 'A' Escape
  want '^\$ echo A$'
  keys cc 'echo a' Escape
  want '^\$ echo a$'
  keys 0 ce 'printf' Escape
  want '^\$ printf a$'
  keys 0 cW 'echo' Escape 0 e cw '1 2' Escape
  want '^\$ ech1 2 a$'
  keys 0 'c$' 'echo b c' Escape 'cF ' D Escape
  want '^\$ echo bDc$'
  ran bDc
}

@test "vi: c with motions, cc, cw at a word's end, cW" {
  both steps_change
}

steps_yank()
{
  vimode
  keys 'echo one two' Escape 0 w yw
  wantcur 7
  keys '$' p
  want '^\$ echo one twoone$'
  keys 0 w ye
  wantcur 7
  keys P
  want '^\$ echo oneone twoone$'
  wantcur 9
  keys 2P
  want '^\$ echo ononeoneeone twoone$'
  wantcur 14
  keys yy 0 p
  want '^\$ eecho ononeoneeone twoone cho ononeoneeone twoone$'
  keys cc 'echo x' Escape yl
  wantcur 7
  keys 3p
  want '^\$ echo xxxx$'
  keys 0 'y$' '$' p
  want '^\$ echo xxxxecho xxxx$'
  ran 'xxxxecho xxxx'
}

@test "vi: y yy yw ye yl y\$ p P, with counts" {
  both steps_yank
}

steps_undo()
{
  vimode
  keys 'echo one two three' Escape 0 w dw
  want '^\$ echo two three$'
  keys x
  want '^\$ echo wo three$'
  keys A ' four' Escape
  want '^\$ echo wo three four$'
  keys u
  want '^\$ echo wo three$'
  keys u
  want '^\$ echo two three$'
  keys u
  want '^\$ echo one two three$'
  keys u A ' back' Escape
  want '^\$ echo one two three back$'
  ran 'one two three back'
}

@test "vi: u undoes the changes one after the other, not the first typing" {
  both steps_undo
}

steps_dot()
{
  vimode
  keys 'echo a b c d e f g h' Escape 0 w dw
  want '^\$ echo b c d e f g h$'
  keys .
  want '^\$ echo c d e f g h$'
  keys 2.
  want '^\$ echo e f g h$'
  keys x
  want '^\$ echo  f g h$'
  keys w .
  want '^\$ echo   g h$'
  keys w cw X Escape w .
  want '^\$ echo   X X$'
  keys 0 a '1 ' Escape w .
  want '^\$ e1 c1 ho   X X$'
  keys 0 rz w .
  want '^\$ z1 z1 ho   X X$'
  keys 0 w 2x
  want '^\$ z1  ho   X X$'
  keys 3.
  want '^\$ z1    X X$'
  keys cc 'echo done' Escape
  ran done
}

@test "vi: . repeats the last change, a count before it is the new count" {
  both steps_dot
}

steps_hist()
{
  vimode
  keys 'echo first' Enter
  want '^first$'
  keys 'echo second' Enter
  want '^second$'
  keys 'echo third' Enter
  want '^third$'
  wantlast '^\$$'
  keys 'echo new' Escape k
  wantlast '^\$ echo third$'
  wantcur 2
  keys k
  wantlast '^\$ echo second$'
  keys -
  wantlast '^\$ echo first$'
  keys j
  wantlast '^\$ echo second$'
  keys +
  wantlast '^\$ echo third$'
  keys j
  wantlast '^\$ echo new$'
  wantcur 2
  keys 3k
  wantlast '^\$ echo first$'
  keys 2j w cw again Escape
  wantlast '^\$ echo again$'
  ran again
}

@test "vi: k j - + walk the history, j back to the line typed" {
  both steps_hist
}

steps_search()
{
  vimode
  keys 'echo apple' Enter
  want '^apple$'
  keys 'echo banana' Enter
  want '^banana$'
  keys 'echo apricot' Enter
  want '^apricot$'
  keys 'echo cherry' Enter
  want '^cherry$'
  wantlast '^\$$'
  keys Escape /ap
  wantlast '^\$ /ap$'
  keys Enter
  wantlast '^\$ echo apricot$'
  wantcur 2
  keys n
  wantlast '^\$ echo apple$'
  keys N
  wantlast '^\$ echo apricot$'
  keys / an Enter
  wantlast '^\$ echo banana$'
  keys '?' ap Enter
  wantlast '^\$ echo apricot$'
  keys N
  wantlast '^\$ echo apple$'
  keys '?' '^echo c' Enter
  wantlast '^\$ echo cherry$'
  keys A ' pie' Escape
  ran 'cherry pie'
}

@test "vi: /pattern ?pattern n N search the history, ^ anchors" {
  both steps_search
}

steps_keys()
{
  vimode
  keys 'echo one' Escape 0 Enter
  want '^one$'
  wantlast '^\$$'
  keys 'echo two' Escape C-c
  want '^\$ echo two\^C$'
  wantlast '^\$$'
  keys 'echo $?' Escape Enter
  want '^130$'
  wantlast '^\$$'
  keys 'echo three' C-d
  want '^three$'
  wantlast '^\$$'
  keys 'echo four five' C-w 'six' BSpace BSpace 'x' Enter
  want '^four sx$'
  wantlast '^\$$'
  keys 'nothing' C-u 'echo seven' Left Left Left BSpace '/' Enter
  want '^s/ven$'
  wantlast '^\$$'
  keys Escape C-d
  want '^exit$'
}

@test "vi: Enter in either mode, Ctrl-C, Ctrl-D, Ctrl-W Ctrl-U BSpace arrows" {
  both steps_keys
}

steps_emacs()
{
  vimode
  keys 'set -o | grep -E "^(emacs|vi) "' Enter
  want '^vi  *on$'
  want '^emacs  *off$'
  keys 'set -o emacs' Enter
  want '^\$ set -o emacs$'
  wantlast '^\$$'
  keys 'cho ab' C-a e C-e Escape b c Enter
  want '^cab$'
  keys 'set -o vi' Enter
  want '^\$ set -o vi$'
  wantlast '^\$$'
  keys 'set +o vi' Enter
  wantlast '^\$$'
  keys 'set -o | grep -E "^(emacs|vi) "' Enter
  want '^vi  *off$'
  want '^emacs  *off$'
  wantlast '^\$$'
}

@test "set -o emacs goes back from vi, set +o vi, set -o shows them" {
  both steps_emacs
}

steps_utf8()
{
  vimode
  keys 'echo aé日本語b' Escape
  wantcur 15
  keys h
  wantcur 13
  keys x
  want '^\$ echo aé日本b$'
  keys 0 fé r e
  want '^\$ echo ae日本b$'
  keys 'f本' rü
  want '^\$ echo ae日üb$'
  wantcur 11
  keys 0 w e
  wantcur 12
  ran 'ae日üb'
}

@test "vi: UTF-8 and wide characters move and change whole" {
  both steps_utf8
}

@test "vi: sh -o vi starts in vi mode, each line in insert mode" {
  ENVS=HISTFILE=/dev/null start "$TOYBOX" sh -o vi -i
  keys 'echo one' Escape 0 w cw two Enter
  want '^two$'
  wantlast '^\$$'
  keys 'echo 1 2 3 4 5 6' Escape 0 w d2w
  want '^\$ echo 3 4 5 6$'
  keys y2w 2P Enter
  want '^3 4 3 4 3 4 5 6$'
  wantlast '^\$$'
  keys 'echo three' Escape 0 w 'cw' four Enter
  want '^four$'
}

steps_replace()
{
  vimode
  keys 'echo abcdef' Escape 0 w R XY Escape
  want '^\$ echo XYcdef$'
  wantcur 8
  keys '$' R 123 Escape
  want '^\$ echo XYcde123$'
  ran XYcde123
  keys 'echo x' Escape 3a ab Escape
  want '^\$ echo xab$'
  ran xab
  keys 'echo hist' Enter
  want '^hist$'
  keys 'echo ' C-r hi
  want "^\\(reverse-i-search\\)\`hi': echo hist$"
  keys Enter
  want '^hist$'
  wantlast '^\$$'
}

@test "vi: R types over, a count on a is not a repeat, Ctrl-R in insert mode" {
  both steps_replace
}

steps_undoall()
{
  vimode
  keys 'echo abc def' Escape x a XY Escape x
  want '^\$ echo abc deX$'
  wantcur 13
  keys U
  want '^\$ echo abc def$'
  wantcur 2
  keys u 0 w
  wantcur 7
  want '^\$ echo abc def$'
  ran 'abc def'
  keys 'echo one' Enter
  want '^one$'
  wantlast '^\$$'
  keys 'echo two' Escape 0 x
  wantlast '^\$ cho two$'
  keys k x x
  wantlast '^\$ ho one$'
  keys U
  wantlast '^\$ echo one$'
  wantcur 2
  keys j
  wantlast '^\$ cho two$'
  keys U
  wantlast '^\$ echo two$'
  wantcur 2
  keys U 0 w
  wantcur 7
  ran two
}

@test "vi: U undoes all of the line's changes, then u has none; each history line its own" {
  both steps_undoall
}

steps_column()
{
  vimode
  keys 'echo abcdef ghi' Escape '|'
  wantcur 2
  keys 5 '|'
  wantcur 6
  keys 99 '|'
  wantcur 16
  keys 3d '|'
  want '^\$ eci$'
  wantcur 4
  keys u 0 w d99 '|'
  want '^\$ echo *$'
  wantcur 6
  keys u 0 c3 '|' X Escape
  want '^\$ Xho abcdef ghi$'
  wantcur 2
  keys '$' 3 '|'
  wantcur 4
  keys S 'echo ok'
  ran ok
}

@test "vi: | goes to column N (1 without a count), d| and c| stop before it" {
  both steps_column
}

steps_G()
{
  vimode
  keys 'echo one' Enter
  want '^one$'
  keys 'echo two' Enter
  want '^two$'
  wantlast '^\$$'
  keys 'echo xyz' Escape 3G
  wantlast '^\$ echo two$'
  wantcur 2
  keys 2G
  wantlast '^\$ echo one$'
  keys 3G
  wantlast '^\$ echo one$'
  keys 1G
  wantlast '^\$ set -o vi$'
  keys j j j
  wantlast '^\$ echo xyz$'
  keys 4G
  wantlast '^\$ echo xyz$'
  keys G
  wantlast '^\$ set -o vi$'
  keys j
  wantlast '^\$ echo one$'
  ran one
}

@test "vi: G goes to the oldest history line, with a count to line N (not a newer one, as bash)" {
  both steps_G
}

steps_Gbase()
{
  vimode
  keys history Enter
  want '^ *5  history$'
  wantlast '^\$$'
  keys 'echo x' Escape 4G
  wantlast '^\$ set -o vi$'
  keys 1G
  wantlast '^\$ echo h3$'
  keys j j
  wantlast '^\$ history$'
  keys j
  wantlast '^\$ echo x$'
  ran x
}

@test "vi: G with a count goes by history numbers; one gone is the oldest (bash)" {
  HISTORY=$'echo h1\necho h2\necho h3' both steps_Gbase
}
