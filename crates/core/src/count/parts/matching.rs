//! Counting the compatible pairs of two lists of half-boards: the pairs of keys that
//! share no bit.
//!
//! One list is stored bit-sliced, 256 keys to a block: a word per bit says which of the
//! block's keys have that bit. The union of the words for the bits a key of the other list
//! has marks the block's keys that clash with it; the rest are its matches. For four bits
//! at a time the 16 unions are made once per block, so a key is matched against 256 in
//! (bits / 4) table reads and a popcount.

/// Keys to a block: four 64-bit words, one AVX2 register.
const LANES: usize = 4;
type Word = [u64; LANES];
const BLOCK: usize = 64 * LANES;

/// Bits read together through one table of unions.
const CHUNK: usize = 4;

/// The pairs (x from `west`, y from `east`) with `x & y == 0`; keys have `bits` bits.
pub(super) fn count_disjoint(west: &[u64], east: &[u64], bits: usize) -> u64 {
    let chunks = bits.div_ceil(CHUNK);
    let mut unions: Vec<Word> = vec![[0; LANES]; chunks << CHUNK];
    let mut slices: Vec<Word> = vec![[0; LANES]; chunks * CHUNK];
    let mut total = 0u64;
    for block in east.chunks(BLOCK) {
        let mut present: Word = [0; LANES];
        slices.iter_mut().for_each(|s| *s = [0; LANES]);
        for (j, &key) in block.iter().enumerate() {
            let (lane, bit) = (j / 64, 1u64 << (j % 64));
            present[lane] |= bit;
            let mut rest = key;
            while rest != 0 {
                slices[rest.trailing_zeros() as usize][lane] |= bit;
                rest &= rest - 1;
            }
        }
        for (table, chunk) in unions
            .chunks_exact_mut(1 << CHUNK)
            .zip(slices.chunks_exact(CHUNK))
        {
            for v in 1..1usize << CHUNK {
                let (before, slice) = (table[v & (v - 1)], chunk[v.trailing_zeros() as usize]);
                table[v] = std::array::from_fn(|l| before[l] | slice[l]);
            }
        }
        for &key in west {
            let mut clash: Word = [0; LANES];
            for (c, table) in unions.chunks_exact(1 << CHUNK).enumerate() {
                let union = &table[(key >> (CHUNK * c)) as usize & ((1 << CHUNK) - 1)];
                clash = std::array::from_fn(|l| clash[l] | union[l]);
            }
            total += (0..LANES)
                .map(|l| (present[l] & !clash[l]).count_ones())
                .sum::<u32>() as u64;
        }
    }
    total
}
