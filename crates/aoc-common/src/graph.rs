//! [`Graph`]: a graph read from edge lines (`start-A`, `AA to BB = 464`,
//! `0 <-> 2, 3`), its nodes numbered in the order they first appear, each
//! edge one way or both, every error at the line and column of the name or
//! field that failed.

use std::collections::HashMap;

use crate::{ParseError, Span, lines};

/// Which way an edge line's edge goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edges {
    /// `A-B` joins A to B and B to A (caves, pipes, roads).
    BothWays,
    /// `A-B` leads from A to B only (orders, dependencies).
    OneWay,
}

/// A graph read from edge lines: its nodes are the names the lines give,
/// numbered from 0 in the order they first appear; each node knows its
/// edges, with their weights (`()` where the lines give none). It borrows
/// its names from the text: a day's `Input` that is a graph is
/// `Graph<'static, W>`, read by `parse(input: &'static str)`, as every
/// caller of a day's `parse` hands it text that lasts the run
/// ([`test_examples!`](crate::test_examples)).
///
/// ```
/// use aoc_common::{Edges, graph};
/// let caves = graph("start-A\nA-b\nA-end\nb-end\n", "-", Edges::BothWays)?;
/// assert_eq!(caves.len(), 4);
/// let a = caves.node("A").unwrap();
/// let names: Vec<&str> = caves.neighbours(a).map(|next| caves.name(next)).collect();
/// assert_eq!(names, ["start", "b", "end"]);
///
/// // A name that is not a word is found where it stands.
/// let error = graph("start-A\nA-\n", "-", Edges::BothWays).unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 3: expected a name, found end of line");
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph<'a, W = ()> {
    names: Vec<&'a str>,
    nodes: HashMap<&'a str, usize>,
    edges: Vec<Vec<(usize, W)>>,
}

impl<'a, W> Graph<'a, W> {
    /// A graph with no node yet.
    pub fn new() -> Self {
        Self {
            names: Vec::new(),
            nodes: HashMap::new(),
            edges: Vec::new(),
        }
    }

    /// How many nodes.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// True when it has no node.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The node called `name`, if there is one.
    pub fn node(&self, name: &str) -> Option<usize> {
        self.nodes.get(name).copied()
    }

    /// The name of `node` (which must be below [`Graph::len`]).
    pub fn name(&self, node: usize) -> &'a str {
        self.names[node]
    }

    /// Every node's name, in node order.
    pub fn names(&self) -> &[&'a str] {
        &self.names
    }

    /// Every node, `0..len`.
    pub fn nodes(&self) -> std::ops::Range<usize> {
        0..self.names.len()
    }

    /// The nodes an edge leads to from `node`, in the order the lines gave
    /// them.
    pub fn neighbours(&self, node: usize) -> impl Iterator<Item = usize> + '_ {
        self.edges[node].iter().map(|&(next, _)| next)
    }

    /// The edges from `node`: each the node it leads to, and its weight.
    pub fn edges(&self, node: usize) -> &[(usize, W)] {
        &self.edges[node]
    }

    /// The node called `name`, added where there is none yet.
    pub fn add_node(&mut self, name: &'a str) -> usize {
        if let Some(&node) = self.nodes.get(name) {
            return node;
        }
        let node = self.names.len();
        self.names.push(name);
        self.nodes.insert(name, node);
        self.edges.push(Vec::new());
        node
    }

    /// An edge from `from` to `to` (each added where it is new), `weight`
    /// on it; the way back too, where `edges` says so.
    pub fn add_edge(&mut self, from: &'a str, to: &'a str, weight: W, edges: Edges)
    where
        W: Clone,
    {
        let (from, to) = (self.add_node(from), self.add_node(to));
        if edges == Edges::BothWays {
            self.edges[to].push((from, weight.clone()));
        }
        self.edges[from].push((to, weight));
    }
}

impl<W> Default for Graph<'_, W> {
    fn default() -> Self {
        Self::new()
    }
}

/// The graph of `input`'s edge lines, each two names with `separator`
/// between (`start-A` with `"-"`, `COM)B` with `")"`), the edge `edges`
/// says. A name is a word (no white space); a line without the separator,
/// or with an empty name, is an error at the place it goes wrong. Blank
/// lines only at the end.
///
/// ```
/// use aoc_common::{Edges, graph};
/// let orbits = graph("COM)B\nB)C\n", ")", Edges::OneWay)?;
/// let com = orbits.node("COM").unwrap();
/// assert_eq!(orbits.neighbours(com).map(|n| orbits.name(n)).collect::<Vec<_>>(), ["B"]);
/// assert_eq!(orbits.neighbours(orbits.node("C").unwrap()).count(), 0);
/// let error = graph("COM)B\nB C\n", ")", Edges::OneWay).unwrap_err();
/// assert_eq!(error.to_string(), r#"line 2, column 2: expected ")", found " C""#);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn graph<'a>(input: &'a str, separator: &str, edges: Edges) -> Result<Graph<'a>, ParseError> {
    graph_with(input, edges, |line| {
        let (from, to) = line.split_once(separator)?;
        Ok([(from, to, ())])
    })
}

/// The graph of `input`, each line through `edges_of`, which gives the
/// line's edges: each the name where it leads from, the name where it leads
/// to, and a weight. Weighted edges (`AA to BB = 464`), or many edges a line
/// (`0 <-> 2, 3`); blank lines only at the end.
///
/// A name given as a piece ([`Span`]) is one word, else an error where it
/// stands, so that a separator missing between two names is caught; a name
/// given as text is taken as it is, for names of several words: checked as
/// it is cut out with [`Span::phrase`] (words of letters or digits, one
/// space between, no number but the last word), or any text the line's pattern gives
/// (see [`EdgeName`]).
///
/// ```
/// use aoc_common::{Edges, graph_with};
/// let roads = graph_with("London to Dublin = 464\nLondon to Belfast = 518\n", Edges::BothWays, |line| {
///     let [from, to, miles] = line.pattern("{} to {} = {}")?;
///     Ok([(from, to, miles.number::<u32>()?)])
/// })?;
/// let dublin = roads.node("Dublin").unwrap();
/// assert_eq!(roads.edges(dublin), [(0, 464)]);
///
/// let pipes = graph_with("0 <-> 2, 3\n2 <-> 0\n3 <-> 0\n", Edges::OneWay, |line| {
///     let (from, to) = line.split_once(" <-> ")?;
///     to.list(", ", |to| Ok((from, to, ())))
/// })?;
/// assert_eq!(pipes.neighbours(0).collect::<Vec<_>>(), [1, 2]);
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
///
/// Names of several words, and a count beside each edge: bags inside bags.
///
/// ```
/// use aoc_common::{Edges, Graph, ParseError, graph_with};
/// fn read(input: &str) -> Result<Graph<'_, u64>, ParseError> {
///     graph_with(input, Edges::OneWay, |line| {
///         let (outer, inner) = line.split_once(" -> ")?;
///         inner.list(", ", |bag| {
///             let (count, name) = bag.split_once(" ")?;
///             Ok((outer.phrase()?, name.phrase()?, count.number::<u64>()?))
///         })
///     })
/// }
/// let bags = read("shiny gold -> 2 dark red, 1 faded blue\ndark red -> 3 faded blue\n")?;
/// let gold = bags.node("shiny gold").unwrap();
/// let inside: Vec<_> = bags.edges(gold).iter().map(|&(bag, count)| (bags.name(bag), count)).collect();
/// assert_eq!(inside, [("dark red", 2), ("faded blue", 1)]);
///
/// // The count is read where it stands, and so is a separator's fault.
/// let error = read("shiny gold -> two dark red\n").unwrap_err();
/// assert_eq!(error.to_string(), r#"line 1, column 15: expected an unsigned 64-bit integer, found "two""#);
/// let error = read("shiny gold -> 2 dark red,1 faded blue\n").unwrap_err();
/// assert_eq!(error.to_string(), r#"line 1, column 25: expected a letter, a digit or a space between words, found ",""#);
/// // A comma left out: the count after it is no word of a name.
/// let error = read("shiny gold -> 2 dark red 1 faded blue\n").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     r#"line 1, column 26: expected a word of a name, not a number (a separator missing before it?), found "1""#
/// );
/// # Ok::<(), aoc_common::ParseError>(())
/// ```
pub fn graph_with<'a, W: Clone, I, N>(
    input: &'a str,
    edges: Edges,
    mut edges_of: impl FnMut(Span<'a>) -> Result<I, ParseError>,
) -> Result<Graph<'a, W>, ParseError>
where
    I: IntoIterator<Item = (N, N, W)>,
    N: EdgeName<'a>,
{
    let mut graph = Graph::new();
    let mut lines = lines(input);
    while let Some(line) = lines.next() {
        if line.is_blank() {
            // Blank lines end the input, or stand where an edge belongs.
            lines.end()?;
            break;
        }
        for (from, to, weight) in edges_of(line)? {
            graph.add_edge(from.into_name()?, to.into_name()?, weight, edges);
        }
    }
    Ok(graph)
}

/// A name of a node, as [`graph_with`]'s `edges_of` gives it: a piece
/// ([`Span`]) is one word, not empty, no white space, else an error where
/// it stands; text (`&str`) is taken as it is, several words included, as
/// the line's pattern cut it out.
pub trait EdgeName<'a> {
    /// The name's text, or the error at a piece that is no name.
    fn into_name(self) -> Result<&'a str, ParseError>;
}

impl<'a> EdgeName<'a> for Span<'a> {
    fn into_name(self) -> Result<&'a str, ParseError> {
        if self.is_empty() {
            return Err(self.error("a name"));
        }
        self.word()
    }
}

impl<'a> EdgeName<'a> for &'a str {
    fn into_name(self) -> Result<&'a str, ParseError> {
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_name_is_one_node_in_the_order_it_first_appears() {
        let caves = graph(
            "start-A\nstart-b\nA-c\nA-b\nb-d\nA-end\nb-end\n",
            "-",
            Edges::BothWays,
        )
        .unwrap();
        assert_eq!(caves.names(), ["start", "A", "b", "c", "d", "end"]);
        assert_eq!(caves.neighbours(1).collect::<Vec<_>>(), [0, 3, 2, 5]);
        let one_way = graph("a-b\nb-c\n", "-", Edges::OneWay).unwrap();
        assert_eq!(one_way.neighbours(2).count(), 0);
        assert_eq!(one_way.edges(0), [(1, ())]);
    }

    #[test]
    fn a_fault_is_named_where_it_stands() {
        let error = |input: &str| graph(input, "-", Edges::BothWays).unwrap_err().to_string();
        assert_eq!(
            error("a-b\n-b\n"),
            r#"line 2, column 1: expected a name, found "-""#
        );
        assert_eq!(
            error("a-b\nab\n"),
            r#"line 2, column 3: expected "-", found end of line"#
        );
        assert_eq!(
            error("a-b\na-b c\n"),
            r#"line 2, column 4: expected a word without white space, found " ""#
        );
        assert_eq!(
            error("a-b\n\nc-d\n"),
            r#"line 3, column 1: expected end of input, found "c-d""#
        );
        assert_eq!(graph("", "-", Edges::OneWay).unwrap().len(), 0);
    }
}
