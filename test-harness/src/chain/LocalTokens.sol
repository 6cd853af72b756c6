// SPDX-License-Identifier: MIT
// Test tokens for Latchkey's local chains. Compiled in-process by the npm `solc` package
// (see compile.ts); never deployed anywhere but a local Hardhat node.
pragma solidity 0.8.28;

/// @notice What both test tokens share: 6 decimals, balances, allowances, a faucet mint.
/// Anyone may mint, because this is a faucet for tests, not money. Only the public transfer
/// API differs between the two tokens below.
abstract contract LocalTokenBase {
    string public name;
    string public symbol;
    uint8 public constant decimals = 6;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, address[] memory holders, uint256 amountEach) {
        name = name_;
        symbol = symbol_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    function mint(address to, uint256 value) external {
        _mint(to, value);
    }

    function _approve(address spender, uint256 value) internal {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function _spend(address from, uint256 value) internal {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "ERC20: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(to != address(0), "ERC20: transfer to zero address");
        require(balanceOf[from] >= value, "ERC20: insufficient balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}

/// @notice A plain ERC-20 shaped like USDC: standard bool-returning transfers.
contract LocalStableToken is LocalTokenBase {
    constructor(string memory name_, string memory symbol_, address[] memory holders, uint256 amountEach)
        LocalTokenBase(name_, symbol_, holders, amountEach)
    {}

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spend(from, value);
        _transfer(from, to, value);
        return true;
    }
}

/// @notice A token shaped like mainnet USDT: `transfer`, `transferFrom` and `approve` return
/// NOTHING, so callers that decode a bool from the return data fail. Like USDT, `approve`
/// refuses to change a non-zero allowance to another non-zero value.
contract LocalTetherToken is LocalTokenBase {
    constructor(string memory name_, string memory symbol_, address[] memory holders, uint256 amountEach)
        LocalTokenBase(name_, symbol_, holders, amountEach)
    {}

    function transfer(address to, uint256 value) external {
        _transfer(msg.sender, to, value);
    }

    function approve(address spender, uint256 value) external {
        require(value == 0 || allowance[msg.sender][spender] == 0, "USDT: reset allowance to 0 first");
        _approve(spender, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        _spend(from, value);
        _transfer(from, to, value);
    }
}
