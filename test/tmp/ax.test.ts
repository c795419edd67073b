import { cdp } from '../support/cdp.js';
it('dump', async () => {
  await cdp('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  console.log('touch', matchMedia('(pointer: coarse)').matches, matchMedia('(any-pointer: coarse)').matches);
  await cdp('Emulation.setEmitTouchEventsForMouse', { enabled: true, configuration: 'mobile' });
  console.log('emit', matchMedia('(pointer: coarse)').matches);
  await new Promise((r) => setTimeout(r, 100));
  console.log('later', matchMedia('(pointer: coarse)').matches);
  await cdp('Emulation.setTouchEmulationEnabled', { enabled: false });
  await cdp('Emulation.setEmitTouchEventsForMouse', { enabled: false });
  console.log('off', matchMedia('(pointer: coarse)').matches);
});
