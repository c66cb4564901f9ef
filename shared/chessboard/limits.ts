// Limits and sizes of the chessboard (PRODUCT §5, §9).

/** Section cols and rows take at most 2 digits. */
export const CHESS_MAX_LINES = 99;

/** Names of floors and risers: a number or a short label («12», «12а», «Б»). */
export const CHESS_NAME_MAX = 20;

/** Grid cells are 40 px with a 2 px gap. */
export const CHESS_CELL_PX = 40;
export const CHESS_GAP_PX = 2;
