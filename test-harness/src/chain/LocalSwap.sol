// SPDX-License-Identifier: MIT
// A constant-product swap for Latchkey's local chains. Compiled in-process by the npm `solc`
// package (see compile.ts); never deployed anywhere but a local Hardhat node.
pragma solidity 0.8.28;

/// @notice One Uniswap-V2-style pool per registered ERC-20 token against the native coin, with
/// a 0.3 % fee on every hop. Token-to-token swaps route through the native coin (two hops).
/// The native coin is named by the 0xEeee…EEeE placeholder, as swap APIs do.
///
/// Liquidity is a gift: there are no LP shares and no withdrawals, because the pools only exist
/// so that tests swap against real balances. Whoever adds liquidity first to a token registers
/// its pool; later additions may change the price (they are donations at any ratio).
///
/// Reserves are tracked, not read from balances, so tokens sent to the contract directly
/// change nothing. Every state change happens before any external call (checks-effects-
/// interactions), and a lock refuses re-entry on top of that.
contract LocalSwap {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    struct Pool {
        uint256 reserveToken;
        uint256 reserveNative;
    }

    mapping(address => Pool) private pools;
    address[] private registered;
    uint256 private lock = 1;

    event PoolCreated(address indexed token);
    event LiquidityAdded(address indexed provider, address indexed token, uint256 tokenAmount, uint256 nativeAmount);
    event Swapped(address indexed sender, address indexed from, address indexed to, uint256 amountIn, uint256 amountOut, address recipient);

    modifier nonReentrant() {
        require(lock == 1, "LocalSwap: locked");
        lock = 2;
        _;
        lock = 1;
    }

    /// @notice Adds `tokenAmount` of `token` (pulled with transferFrom: approve this contract
    /// first) and `msg.value` of the native coin to the token's pool, creating it if needed.
    function addLiquidity(address token, uint256 tokenAmount) external payable nonReentrant {
        require(token != NATIVE && token != address(0), "LocalSwap: not a token");
        require(token.code.length > 0, "LocalSwap: not a contract");
        require(tokenAmount > 0 && msg.value > 0, "LocalSwap: zero liquidity");
        Pool storage pool = pools[token];
        if (pool.reserveNative == 0) {
            registered.push(token);
            emit PoolCreated(token);
        }
        pool.reserveToken += tokenAmount;
        pool.reserveNative += msg.value;
        emit LiquidityAdded(msg.sender, token, tokenAmount, msg.value);
        _pullToken(token, msg.sender, tokenAmount);
    }

    /// @notice What `swap(from, to, amountIn, …)` would pay out right now. Reverts for a pair
    /// without pools, the same token twice, or a zero amount.
    function getAmountOut(address from, address to, uint256 amountIn) public view returns (uint256 amountOut) {
        (amountOut, ) = _quote(from, to, amountIn);
    }

    /// @notice Swaps `amountIn` of `from` for at least `minOut` of `to`, paid to `recipient`.
    /// Selling the native coin: send exactly `amountIn` as value. Selling a token: approve
    /// this contract for `amountIn` first, and send no value.
    function swap(address from, address to, uint256 amountIn, uint256 minOut, address recipient)
        external
        payable
        nonReentrant
        returns (uint256 amountOut)
    {
        require(recipient != address(0), "LocalSwap: zero recipient");
        if (from == NATIVE) {
            require(msg.value == amountIn, "LocalSwap: value must equal amountIn");
        } else {
            require(msg.value == 0, "LocalSwap: value must be zero");
        }
        uint256 nativeMid;
        (amountOut, nativeMid) = _quote(from, to, amountIn);
        require(amountOut > 0, "LocalSwap: zero output");
        require(amountOut >= minOut, "LocalSwap: slippage");

        // Effects: both pools are settled before any token or coin moves.
        if (from == NATIVE) {
            Pool storage out = pools[to];
            out.reserveNative += amountIn;
            out.reserveToken -= amountOut;
        } else if (to == NATIVE) {
            Pool storage into = pools[from];
            into.reserveToken += amountIn;
            into.reserveNative -= amountOut;
        } else {
            Pool storage into = pools[from];
            into.reserveToken += amountIn;
            into.reserveNative -= nativeMid;
            Pool storage out = pools[to];
            out.reserveNative += nativeMid;
            out.reserveToken -= amountOut;
        }
        emit Swapped(msg.sender, from, to, amountIn, amountOut, recipient);

        // Interactions.
        if (from != NATIVE) _pullToken(from, msg.sender, amountIn);
        if (to == NATIVE) {
            (bool sent, ) = recipient.call{value: amountOut}("");
            require(sent, "LocalSwap: native transfer failed");
        } else {
            _pushToken(to, recipient, amountOut);
        }
    }

    /// @notice The pool of `token`: its token and native-coin reserves (both 0 when there is none).
    function reserves(address token) external view returns (uint256 reserveToken, uint256 reserveNative) {
        Pool storage pool = pools[token];
        return (pool.reserveToken, pool.reserveNative);
    }

    /// @notice Every token with a pool, in the order the pools were created.
    function tokens() external view returns (address[] memory) {
        return registered;
    }

    /// @dev The output of a swap and, for token-to-token, the native amount of the middle hop.
    function _quote(address from, address to, uint256 amountIn) private view returns (uint256 amountOut, uint256 nativeMid) {
        require(from != to, "LocalSwap: same token");
        require(amountIn > 0, "LocalSwap: zero amount");
        if (from == NATIVE) {
            Pool storage out = _pool(to);
            return (_amountOut(amountIn, out.reserveNative, out.reserveToken), 0);
        }
        Pool storage into = _pool(from);
        nativeMid = _amountOut(amountIn, into.reserveToken, into.reserveNative);
        if (to == NATIVE) return (nativeMid, 0);
        Pool storage out = _pool(to);
        return (_amountOut(nativeMid, out.reserveNative, out.reserveToken), nativeMid);
    }

    function _pool(address token) private view returns (Pool storage pool) {
        pool = pools[token];
        require(pool.reserveNative > 0, "LocalSwap: no pool");
    }

    /// @dev Uniswap V2's getAmountOut: 0.3 % of the input stays in the pool.
    function _amountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private pure returns (uint256) {
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    /// @dev transferFrom that accepts tokens returning nothing (USDT) as SafeERC20 does.
    function _pullToken(address token, address from, uint256 amount) private {
        _callToken(token, abi.encodeWithSignature("transferFrom(address,address,uint256)", from, address(this), amount));
    }

    function _pushToken(address token, address to, uint256 amount) private {
        _callToken(token, abi.encodeWithSignature("transfer(address,uint256)", to, amount));
    }

    /// @dev Succeeds when the call did not revert and returned either true or nothing from a
    /// contract; a revert's reason is passed on, so "ERC20: insufficient allowance" reaches the caller.
    function _callToken(address token, bytes memory data) private {
        (bool ok, bytes memory returned) = token.call(data);
        if (!ok) {
            if (returned.length > 0) {
                assembly {
                    revert(add(returned, 32), mload(returned))
                }
            }
            revert("LocalSwap: token transfer failed");
        }
        if (returned.length == 0) {
            require(token.code.length > 0, "LocalSwap: token is not a contract");
        } else {
            require(returned.length == 32 && abi.decode(returned, (bool)), "LocalSwap: token transfer failed");
        }
    }
}
