// Circles in a directed graph (Map of node → nodes it points to): Tarjan's strongly connected
// components, each shown as one closed path through its first node. Used by
// scripts/check-imports.mjs for the TypeScript imports and the Rust modules alike.

/** Every strongly connected component of more than one node, or of a node pointing to itself. */
function components(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  let next = 0
  function connect(node) {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target)
        low.set(node, Math.min(low.get(node), low.get(target)))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
    }
    if (low.get(node) !== index.get(node)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component)
  }
  for (const node of graph.keys()) if (!index.has(node)) connect(node)
  return found
}

/** One circle through the component's first node, as the path of edges that closes it. */
function circle(graph, component) {
  const members = new Set(component)
  const start = [...component].sort()[0]
  const seen = new Set([start])
  const queue = [[start]]
  while (queue.length) {
    const path = queue.shift()
    for (const target of graph.get(path.at(-1)) ?? []) {
      if (target === start) return [...path, start]
      if (members.has(target) && !seen.has(target)) {
        seen.add(target)
        queue.push([...path, target])
      }
    }
  }
  return [start]
}

/** The graph's circles, each as a closed path of nodes. */
export function findCircles(graph) {
  return components(graph).map((component) => circle(graph, component))
}
