import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes } from '@emotion/react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import DemoCard from '../shared/DemoCard';

const shine = keyframes`from { left: -60%; } to { left: 130%; }`;
const hue = keyframes`to { background-position: 200% center; }`;
const pulse = keyframes`0% { box-shadow: 0 0 0 0 rgba(22,119,255,.55); } 100% { box-shadow: 0 0 0 18px rgba(22,119,255,0); }`;
const bounce = keyframes`0%, 80%, 100% { transform: scale(0); } 40% { transform: scale(1); }`;
const spin = keyframes`to { transform: rotate(360deg); }`;
const glitch = keyframes`0%, 100% { transform: translate(0); } 20% { transform: translate(-2px, 1px); } 40% { transform: translate(2px, -1px); } 60% { transform: translate(-1px, -1px); } 80% { transform: translate(1px, 2px); }`;

function Tile({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Box sx={{ minHeight: 72, display: 'grid', placeItems: 'center', width: '100%' }}>{children}</Box>
      <Typography variant="body2" color="text.secondary">{name}</Typography>
    </Box>
  );
}

/** CSS effects: animations and transitions, still for users who ask for reduced motion. */
export default function Cssfx() {
  const t = useTranslations('demo.cssfx');
  return (
    <DemoCard title={t('title')} subtitle={t('hint')}>
      <Box
        sx={{
          display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          '@media (prefers-reduced-motion: reduce)': { '& *, & *::before, & *::after': { animation: 'none !important', transition: 'none !important' } },
        }}
        data-testid="cssfx"
      >
        <Tile name={t('shine')}>
          <Button
            variant="contained"
            sx={{ position: 'relative', overflow: 'hidden', '&::after': { content: '""', position: 'absolute', top: 0, width: '40%', height: '100%', transform: 'skewX(-20deg)', background: 'linear-gradient(90deg, transparent, rgba(255,255,255,.55), transparent)', animation: `${shine} 2.2s infinite` } }}
          >
            {t('shineButton')}
          </Button>
        </Tile>
        <Tile name={t('gradient')}>
          <Typography sx={{ fontSize: 26, fontWeight: 800, backgroundImage: 'linear-gradient(90deg, #1677ff, #13c2c2, #fa8c16, #1677ff)', backgroundSize: '200% auto', backgroundClip: 'text', WebkitBackgroundClip: 'text', color: 'transparent', animation: `${hue} 3s linear infinite` }}>
            {t('gradientText')}
          </Typography>
        </Tile>
        <Tile name={t('pulse')}>
          <Box sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: 'primary.main', animation: `${pulse} 1.6s infinite` }} />
        </Tile>
        <Tile name={t('dots')}>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {[0, 0.16, 0.32].map((delay) => <Box key={delay} sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: 'primary.main', animation: `${bounce} 1.4s ${delay}s infinite ease-in-out both` }} />)}
          </Box>
        </Tile>
        <Tile name={t('underline')}>
          <Box component="span" tabIndex={0} sx={{ fontSize: 18, cursor: 'pointer', backgroundImage: 'linear-gradient(currentColor, currentColor)', backgroundPosition: '0 100%', backgroundRepeat: 'no-repeat', backgroundSize: '0% 2px', transition: 'background-size .3s', color: 'primary.main', '&:hover, &:focus-visible': { backgroundSize: '100% 2px' } }}>
            {t('underlineText')}
          </Box>
        </Tile>
        <Tile name={t('flip')}>
          <Box tabIndex={0} sx={{ width: 120, height: 64, perspective: 600, '&:hover > div, &:focus-visible > div': { transform: 'rotateY(180deg)' } }}>
            <Box sx={{ position: 'relative', width: '100%', height: '100%', transition: 'transform .6s', transformStyle: 'preserve-3d', '& > *': { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', borderRadius: 1, backfaceVisibility: 'hidden', color: '#fff' } }}>
              <Box sx={{ bgcolor: 'primary.main' }}>{t('front')}</Box>
              <Box sx={{ bgcolor: 'success.main', transform: 'rotateY(180deg)' }}>{t('back')}</Box>
            </Box>
          </Box>
        </Tile>
        <Tile name={t('spinner')}>
          <Box sx={{ width: 56, height: 56, borderRadius: '50%', background: 'conic-gradient(#1677ff, #13c2c2, transparent 70%)', animation: `${spin} 1.2s linear infinite`, mask: 'radial-gradient(circle, transparent 55%, #000 56%)' }} />
        </Tile>
        <Tile name={t('glitch')}>
          <Typography sx={{ fontSize: 24, fontWeight: 800, letterSpacing: 2, textShadow: '2px 0 #ff4d4f, -2px 0 #13c2c2', animation: `${glitch} 0.6s infinite` }}>GLITCH</Typography>
        </Tile>
      </Box>
    </DemoCard>
  );
}
