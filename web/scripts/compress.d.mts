/** Writes <file>.br and <file>.gz beside every text file under `dir`; returns how many files got them. */
export function compressDir(dir: string): number;
