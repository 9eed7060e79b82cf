import { describe, expect, it } from 'vitest'
import { layOutUnseen } from '../../../web/kit/ui/KitProvider/layOutUnseen.ts'

/** An element's inline style (property, value and priority, as CSSOM keeps them) and its layouts. */
function fakeElement(initial: Record<string, [string, string]>) {
  const declared = new Map(Object.entries(initial))
  const text = () =>
    [...declared].map(([name, [value, priority]]) => `${name}: ${value}${priority && ' !important'}`).join('; ')
  const laidOutWith: string[] = []
  const style = {
    getPropertyValue: (name: string) => declared.get(name)?.[0] ?? '',
    setProperty: (name: string, value: string, priority = '') => void declared.set(name, [value, priority]),
    removeProperty: (name: string) => void declared.delete(name),
  }
  const element = { style, getBoundingClientRect: () => laidOutWith.push(text()) }
  return { element: element as unknown as HTMLElement, text, laidOutWith }
}

describe('layOutUnseen', () => {
  it('lays the hidden element out once, invisible, and leaves it hidden as Activity had it', () => {
    const { element, text, laidOutWith } = fakeElement({ display: ['none', 'important'] })
    layOutUnseen(element)
    expect(laidOutWith).toEqual(['visibility: hidden !important'])
    expect(text()).toBe('display: none !important')
  })

  it('leaves an element alone that React has shown meanwhile', () => {
    const { element, text, laidOutWith } = fakeElement({})
    layOutUnseen(element)
    expect(laidOutWith).toEqual([])
    expect(text()).toBe('')
  })
})
