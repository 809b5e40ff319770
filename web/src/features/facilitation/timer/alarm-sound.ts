/**
 * The end-of-time signal: three short beeps made with the Web Audio API (no sound file to
 * download or cache) and a vibration where the device has one. Either may be refused by the
 * browser (no audio before the first tap on the page, no vibration on desktops): the display
 * still shows 0:00, so a refusal is ignored.
 */
export function ringAlarm() {
  try {
    navigator.vibrate?.([300, 150, 300, 150, 300]);
  } catch {
    // Vibration refused (e.g. inside a frame): the beep and the display remain.
  }
  const AudioContextClass =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const BEEP_SECONDS = 0.25;
    const GAP_SECONDS = 0.15;
    for (let beep = 0; beep < 3; beep++) {
      const start = context.currentTime + beep * (BEEP_SECONDS + GAP_SECONDS);
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      // A short ramp in and out: a bare square edge clicks on most speakers.
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + BEEP_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + BEEP_SECONDS);
    }
    setTimeout(() => void context.close(), 2000);
  } catch (error) {
    console.warn('the timer could not beep', error);
  }
}
