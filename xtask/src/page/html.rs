//! The puzzle site's HTML as a tree: the `site-html` crate beside the
//! tools (`xtask/html`), whose parser is html5ever, the HTML5 parser Servo
//! uses. It is built with the plain tools: a stored page is read without
//! the site client.

pub use site_html::parse;
pub use site_html::{Element, Node};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sites_markup_becomes_a_tree() {
        let root = parse(
            "<main><!-- x --><article class=\"day-desc\"><p>A <em>b</em> &lt;c&gt;</p>\
             <pre class=\"wrap\"><code>1\n<em>2</em>\n</code></pre><input type=\"text\" name=\"answer\"/>\
             <script>if (a < b) {}</script></article></p></main>",
        );
        let article = &root.descendants("article")[0];
        assert!(article.has_class("day-desc"));
        assert_eq!(article.descendants("p")[0].text(), "A b <c>");
        let pre = article.descendants("pre")[0];
        assert!(pre.has_class("wrap"));
        assert_eq!(pre.text(), "1\n2\n");
        assert_eq!(
            article.descendants("input")[0].attribute("name"),
            Some("answer")
        );
        assert!(root.descendants("script").is_empty());
    }

    #[test]
    fn entities_decode_and_stray_ampersands_stay() {
        let root = parse("<p>a &lt;b&gt; &#39;d&#x27; &amp;&nbsp;x & y &bogus;</p>");
        assert_eq!(root.text(), "a <b> 'd' &\u{a0}x & y &bogus;");
    }

    #[test]
    fn a_paragraph_left_open_closes_where_a_block_starts() {
        // The site's own markup on one page: `<p>` then `<pre>`, no `</p>`.
        let root = parse(
            "<main><article><p>Look:<pre><code>XMAS\n</code></pre><p>Then.</p></article></main>",
        );
        let article = &root.descendants("article")[0];
        let names: Vec<&str> = article.elements().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["p", "pre", "p"]);
        assert_eq!(article.descendants("p")[0].text(), "Look:");
    }

    #[test]
    fn a_block_inside_a_list_item_stays_inside_it() {
        let root = parse("<ul><li>First:<pre><code>4,3,2\n</code></pre></li><li>Second</li></ul>");
        let items = root.descendants("li");
        assert_eq!(items.len(), 2);
        assert_eq!(items[0].descendants("pre")[0].text(), "4,3,2\n");
    }

    #[test]
    fn unclosed_and_stray_tags_do_not_lose_text() {
        let root = parse("<p>one<p>two</b></p> three < four");
        assert_eq!(root.text(), "onetwo three < four");
    }
}
