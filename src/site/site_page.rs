//! The workshop's eight pages, in the navigation's order: where each lives, what it is
//! called, and what it is for. The header's links and the not-found page's list are
//! both made from [`SitePage::ALL`], so a page added here appears in both.

use crate::i18n::Strings;

/// One page of the workshop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SitePage {
    Learn,
    Play,
    Solve,
    Gallery,
    Lab,
    Variants,
    Code,
    Queens,
}

impl SitePage {
    /// Every page, in the navigation's order (/learn, the landing page, first).
    pub const ALL: [SitePage; 8] = [
        SitePage::Learn,
        SitePage::Play,
        SitePage::Solve,
        SitePage::Gallery,
        SitePage::Lab,
        SitePage::Variants,
        SitePage::Code,
        SitePage::Queens,
    ];

    /// Its route, without the site's prefix (`site::site_url` adds it).
    pub fn route(self) -> &'static str {
        match self {
            SitePage::Learn => "/learn",
            SitePage::Play => "/play",
            SitePage::Solve => "/solve",
            SitePage::Gallery => "/gallery",
            SitePage::Lab => "/lab",
            SitePage::Variants => "/variants",
            SitePage::Code => "/code",
            SitePage::Queens => "/queens",
        }
    }

    /// The page an address's path opens (without the site's prefix): its route, with or
    /// without a trailing slash, as the router matches it. Nothing under a route is a page
    /// (`/learn/3` is not found), so the header marks no link there.
    pub fn at(path: &str) -> Option<SitePage> {
        let path = path.strip_suffix('/').unwrap_or(path);
        SitePage::ALL.into_iter().find(|page| page.route() == path)
    }

    /// Its name in the navigation.
    pub fn name(self, t: &Strings) -> &'static str {
        match self {
            SitePage::Learn => t.nav_learn,
            SitePage::Play => t.nav_play,
            SitePage::Solve => t.nav_solve,
            SitePage::Gallery => t.nav_gallery,
            SitePage::Lab => t.nav_lab,
            SitePage::Variants => t.nav_variants,
            SitePage::Code => t.nav_code,
            SitePage::Queens => t.nav_queens,
        }
    }

    /// What it is for, in a line.
    pub fn about(self, t: &Strings) -> &'static str {
        match self {
            SitePage::Learn => t.about_learn,
            SitePage::Play => t.about_play,
            SitePage::Solve => t.about_solve,
            SitePage::Gallery => t.about_gallery,
            SitePage::Lab => t.about_lab,
            SitePage::Variants => t.about_variants,
            SitePage::Code => t.about_code,
            SitePage::Queens => t.about_queens,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_page_has_its_own_route_name_and_line_in_each_language() {
        let routes: std::collections::HashSet<_> =
            SitePage::ALL.iter().map(|p| p.route()).collect();
        assert_eq!(routes.len(), SitePage::ALL.len());
        for lang in Lang::ALL {
            let t = lang.t();
            let names: std::collections::HashSet<_> =
                SitePage::ALL.iter().map(|p| p.name(t)).collect();
            assert_eq!(names.len(), SitePage::ALL.len(), "{lang:?}");
            for page in SitePage::ALL {
                let about = page.about(t);
                assert!(about.ends_with('.'), "{lang:?} {page:?}: {about}");
            }
        }
    }

    #[test]
    fn an_address_opens_a_page_only_at_its_route() {
        assert_eq!(SitePage::at("/play"), Some(SitePage::Play));
        assert_eq!(SitePage::at("/play/"), Some(SitePage::Play));
        assert_eq!(SitePage::at("/code"), Some(SitePage::Code));
        for elsewhere in ["/learn/3", "/playground", "/play.html", "/", "", "/Lab"] {
            assert_eq!(SitePage::at(elsewhere), None, "{elsewhere}");
        }
        for page in SitePage::ALL {
            assert_eq!(SitePage::at(page.route()), Some(page));
        }
    }

    #[test]
    fn the_not_found_sentence_names_the_address() {
        for lang in Lang::ALL {
            assert!(lang.say().not_found_at("/learn/3").contains("/learn/3"));
        }
    }
}
