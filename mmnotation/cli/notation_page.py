"""The short page of the notation that ``mmdeduce notation`` prints (docs/notation.md has it all)."""

NOTATION_PAGE = """\
The clue-sheet notation (docs/notation.md has it all)

A sheet is UTF-8 text, one item a line: blank lines, comments ('#' to the end
of the line), directives (before the first clue), and clues.

  # Super Mastermind, written three ways
  pegs: 5
  colors: RGBYOPWK
  RRGGB 0 2
  BYOPW 12
  G B K O Y | 1b 4w

Directives (case-insensitive, ':' or '=')
  pegs: 5                        holes in a code
  colors: 8                      a count: the default palette
  colors: RGBYOPWK               an alphabet, in display order
  colors: Red Green Blue Yellow  colour names: their initials are the symbols
  colors: Black=K, Blue, Red     names sharing an initial say which letter each gets
  repeats: no                    may a secret use a colour twice (yes/no, true/false, on/off)

A title above the clues, or a line after them, may state the game instead
('Super Mastermind: 5 pegs, 8 colours', 'No repeats allowed!', 'MM(5,8)'): what
no option or directive settles, it decides where the clues agree, with a
notice.  Text around the
clues (chats, Markdown such as **RGBY** 2 1, programs' prompts) is set aside.

Guess: exactly 'pegs' symbols, together (RGBY, 1122) or apart (R G B Y,
R, G, _, ?), or colour names (Red, Green, Blue, Yellow), and jokers:
  _ or -      an empty hole: no peg was placed there; it matches nothing
  ? or *      an unknown peg: some colour was there but is not recorded

A turn number may come first (1. RGBY 1 2).  Colour names that share an
initial must be declared (colors: Red Green Blue Black=K); letters and digits
cannot mix in a guess.

Separator: spaces, |, :, =, ->, =>, \u2192, \u21d2, \u2013, \u2014, or nothing at all (BBYR12).

Feedback                          black    white
  2 0, 20, 2,0, 2/0               2        0        black then white
  2                               2        unknown  one count is black only
  1?, 1 ?, 1 *, 1-, 1 _           1        unknown  a joker for a count
  ?2, ? 2                         unknown  2
  2b1w, 2B 1W, 1w 2b              2        1        keyed, either order, any case
  1w                              0        1        keyed: a key not written is zero
  BBW, RRW, XXO, \u25cf\u25cf\u25cb              2        1        key pegs: B K R X \u25cf right place,
                                                    W O \u25cb wrong place
  rr rw rw                        1        2        CSC-7 hints
  1A2B, 1B2C, 1 bull 2 cows       1        2        Bulls and Cows
  2C / bcc                        0 / 1    2        cows alone; b a bull, c a cow
  1H2B, 1 hit 2 blows             1        2        Hit and Blow
  ++-                             2        1        marks: + right place, - wrong place
  2 black 1 white, 1 black        2, 1     1, 0     words
  (2,0), [1;2], (1 black, 2 white)                  any of these in brackets

A legend that gives B, W or another key-peg letter the other meaning
(W = right place, B = wrong place) is an error at the letter where the clues
use it: write the counts as numbers instead (RGBY 2 1, right place first).

A lone two-character count is two counts (10 is 1 black, 0 white); for ten or
more pegs write the counts apart (10 0) or keyed (10b).  Compact clues
(BBYR12, 112210) and symbols apart (1 1 2 2 1 0) are split by the number of pegs.

Notices (on standard error; --strict makes them errors): a symbol outside the
default palette takes a default colour's place (RBYQ: Q replaces P); dashes
between every symbol are separators (R-G-B-Y); the same clue twice.

The game: pegs from --pegs, the directive, else the guesses (an empty sheet
has 4); colours from --colors, the directive, else 6 (digits 1-6 or letters
RGBYOP, as the clues use); repeats from --no-repeats, the directive, else yes.
"""
