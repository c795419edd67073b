import { executeServerCommand } from '@web/test-runner-commands';

/** One Chrome DevTools Protocol call on this test's own tab (see cdp-plugin.mjs). */
export function cdp<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}): Promise<T> {
  return executeServerCommand('cdp', { method, params }) as Promise<T>;
}

interface AXValue {
  value?: unknown;
}
export interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  properties?: { name: string; value: AXValue }[];
  childIds?: string[];
  backendDOMNodeId?: number;
}

/** A readable node of the accessibility tree: role, name and the states a screen reader says. */
export interface ReadNode {
  role: string;
  name: string;
  properties: Record<string, unknown>;
}

/**
 * The tab's whole accessibility tree (Chromium's, as a screen reader gets it), in reading order,
 * without ignored nodes and without the text leaves that repeat their parent's name.
 */
export async function accessibilityTree(): Promise<ReadNode[]> {
  const { nodes } = await cdp<{ nodes: AXNode[] }>('Accessibility.getFullAXTree');
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const out: ReadNode[] = [];
  const walk = (node: AXNode | undefined) => {
    if (!node) return;
    if (!node.ignored) {
      const role = String(node.role?.value ?? '');
      if (role !== 'InlineTextBox') {
        out.push({
          role,
          name: String(node.name?.value ?? ''),
          properties: Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value])),
        });
      }
    }
    for (const id of node.childIds ?? []) walk(byId.get(id));
  };
  walk(nodes[0]);
  return out;
}
