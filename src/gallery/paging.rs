//! Long lists shown a page at a time. A view that can hold thousands of boards (the
//! gallery's 1,787 classes at n = 12, 14,200 boards with their variants) drew them all
//! at once and froze the tab for 24 s; a page of them is drawn in a blink.

/// Items split into pages of a fixed size, and the page shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging {
    items: usize,
    size: usize,
    page: usize,
}

impl Paging {
    /// `items` in pages of `size` (at least 1), showing the first page.
    pub fn new(items: usize, size: usize) -> Paging {
        Paging {
            items,
            size: size.max(1),
            page: 0,
        }
    }

    /// Pages in all (one, empty, for no items).
    pub fn pages(&self) -> usize {
        self.items.div_ceil(self.size).max(1)
    }

    /// The page shown, from 0.
    pub fn page(&self) -> usize {
        self.page
    }

    /// The items of the page shown.
    pub fn range(&self) -> std::ops::Range<usize> {
        let start = (self.page * self.size).min(self.items);
        start..(start + self.size).min(self.items)
    }

    /// Shows page `page` (the last one past the end).
    pub fn go(&mut self, page: usize) {
        self.page = page.min(self.pages() - 1);
    }

    /// Shows the page that holds item `index`.
    pub fn show_item(&mut self, index: usize) {
        self.go(index / self.size);
    }

    /// Whether there is a page before / after the one shown.
    pub fn has_previous(&self) -> bool {
        self.page > 0
    }

    pub fn has_next(&self) -> bool {
        self.page + 1 < self.pages()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gallerys_classes_at_12_come_in_pages() {
        let mut p = Paging::new(1787, 24);
        assert_eq!((p.pages(), p.range()), (75, 0..24));
        assert!(!p.has_previous() && p.has_next());
        p.go(74);
        assert_eq!(p.range(), 1776..1787);
        assert!(p.has_previous() && !p.has_next());
        p.go(500);
        assert_eq!(p.page(), 74, "past the end, the last page");
        p.show_item(1000);
        assert_eq!((p.page(), p.range().contains(&1000)), (41, true));
    }

    #[test]
    fn few_or_no_items_make_one_page() {
        assert_eq!(Paging::new(12, 24).range(), 0..12);
        let none = Paging::new(0, 24);
        assert_eq!((none.pages(), none.range()), (1, 0..0));
        assert!(!none.has_next());
    }
}
