/** I2: a client has at most this many consultations open at once; the server refuses a fourth, the button says so. */
export const MAX_OPEN_CONSULTATIONS = 3;
