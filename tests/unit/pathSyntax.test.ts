import {describe, expect, it} from 'vitest'
import {pathProblem} from '../../core/patches/pathSyntax.ts'

describe('pathProblem', () => {
  it.each([
    'title',
    'obj.deep.z',
    'items[0]',
    'items[-1]',
    'items[1:3]',
    'items[1:]',
    'items[:2]',
    'items[_key=="k1"]',
    'body[_key=="k1"].children[0].text',
    'body[_key=="k1"].children[_key=="c1"].marks[0]',
    "a['b c']",
    'items[_key=="a",_key=="b"]',
    'items[v > 2]',
    'items[flag == true]',
    '..title',
    'a..b',
    // A value compared inside brackets is not a key the patcher assigns.
    'items[_key=="__proto__"]',
    'constructor.prototype.x',
  ])('accepts %s', (path) => {
    expect(pathProblem(path)).toBeNull()
  })

  it.each([
    ['', 'empty'],
    [' ', 'empty'],
    ['items[', 'unclosed'],
    ['items[0', 'unclosed'],
    ['items]', 'unbalanced'],
    ['a[0]]', 'unbalanced'],
    ['items[]', 'empty'],
    ['a b', 'missing'],
    ['items[0]x', 'missing'],
    ['.a', 'misplaced'],
    ['a.', 'ends too early'],
    ['a==1', 'outside'],
    ['a,b', 'outside'],
    ['a%b', 'unexpected'],
    ['items[_key=="k]', 'unterminated'],
    // The patcher skips this key, so a patch through it would be accepted and change nothing.
    ['__proto__.polluted', '"__proto__" cannot be a field name'],
    ['a.__proto__', '"__proto__" cannot be a field name'],
    ['a["__proto__"].b', '"__proto__" cannot be a field name'],
    ["a[ '__proto__' ]", '"__proto__" cannot be a field name'],
  ])('refuses %j (%s)', (path, reason) => {
    expect(pathProblem(path)).toContain(reason)
  })
})
