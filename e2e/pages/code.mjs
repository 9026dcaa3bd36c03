// /code: the plain solver of the issue, and the share link that opens a program.

export const PLAIN = `fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}
queens(1);
`;

/** /code#src= and the program as base64url of its UTF-8 bytes. */
export const codeLink = (source) => `/code#src=${Buffer.from(source, 'utf8').toString('base64url')}`;
