import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { WorkflowGraph } from '@/lib/contracts/mock/workflow';
import { CANVAS, HALF, moveNode } from './graph';

type Node = WorkflowGraph['nodes'][number];

interface Props {
  graph: WorkflowGraph;
  selected: string;
  onSelect(id: string): void;
  onChange(graph: WorkflowGraph): void;
  label: string;
}

const KEY_STEPS: Record<string, [number, number]> = { ArrowLeft: [-10, 0], ArrowRight: [10, 0], ArrowUp: [0, -10], ArrowDown: [0, 10] };

function Shape({ node, fill, stroke }: { node: Node; fill: string; stroke: string }) {
  const { x, y } = node;
  if (node.type === 'diamond') {
    const points = `${x - HALF.w},${y} ${x},${y - HALF.h - 10} ${x + HALF.w},${y} ${x},${y + HALF.h + 10}`;
    return <polygon points={points} fill={fill} stroke={stroke} strokeWidth={2} />;
  }
  if (node.type === 'circle') return <ellipse cx={x} cy={y} rx={HALF.w} ry={HALF.h} fill={fill} stroke={stroke} strokeWidth={2} />;
  return <rect x={x - HALF.w} y={y - HALF.h} width={HALF.w * 2} height={HALF.h * 2} rx={6} fill={fill} stroke={stroke} strokeWidth={2} />;
}

/** The graph as SVG: edges with arrows, nodes dragged with a pointer or moved with the arrow keys. */
export default function WorkflowCanvas({ graph, selected, onSelect, onChange, label }: Props) {
  const theme = useTheme();
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ id: string; dx: number; dy: number } | null>(null);

  const toCanvas = (e: PointerEvent) => {
    const point = new DOMPoint(e.clientX, e.clientY).matrixTransform(svg.current!.getScreenCTM()!.inverse());
    return { x: point.x, y: point.y };
  };
  const start = (e: PointerEvent<SVGGElement>, node: Node) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = toCanvas(e);
    drag.current = { id: node.id, dx: p.x - node.x, dy: p.y - node.y };
    onSelect(node.id);
  };
  const move = (e: PointerEvent<SVGGElement>) => {
    if (!drag.current) return;
    const p = toCanvas(e);
    onChange(moveNode(graph, drag.current.id, p.x - drag.current.dx, p.y - drag.current.dy));
  };
  const nudge = (e: KeyboardEvent<SVGGElement>, node: Node) => {
    const step = KEY_STEPS[e.key];
    if (!step) return;
    e.preventDefault();
    onChange(moveNode(graph, node.id, node.x + step[0], node.y + step[1]));
  };

  const stroke = theme.palette.primary.main;
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default' }}>
      <svg ref={svg} viewBox={`0 0 ${CANVAS.width} ${CANVAS.height}`} role="group" aria-label={label} style={{ display: 'block', width: '100%', minWidth: 640, maxHeight: 440 }} data-testid="workflow-canvas">
        <defs>
          <marker id="workflow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="10" markerHeight="10" markerUnits="userSpaceOnUse" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill={theme.palette.text.secondary} />
          </marker>
        </defs>
        {graph.edges.map((e) => (
          <polyline
            key={`${e.source}-${e.target}`} points={e.points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none"
            stroke={theme.palette.text.secondary} strokeWidth={2} markerEnd="url(#workflow-arrow)"
          />
        ))}
        {graph.nodes.map((n) => (
          <g
            key={n.id} tabIndex={0} role="button" aria-label={n.text} aria-pressed={selected === n.id} data-testid={`workflow-node-${n.id}`}
            data-x={n.x} data-y={n.y} style={{ cursor: 'grab', touchAction: 'none', outline: 'none' }}
            onPointerDown={(e) => start(e, n)} onPointerMove={move} onPointerUp={() => { drag.current = null; }}
            onFocus={() => onSelect(n.id)} onKeyDown={(e) => nudge(e, n)}
          >
            <Shape node={n} fill={selected === n.id ? theme.palette.primary.light : theme.palette.background.paper} stroke={stroke} />
            <text
              x={n.x} y={n.y} textAnchor="middle" dominantBaseline="central" fontSize={14} pointerEvents="none"
              fill={selected === n.id ? theme.palette.primary.contrastText : theme.palette.text.primary}
            >
              {n.text}
            </text>
          </g>
        ))}
      </svg>
    </Box>
  );
}
